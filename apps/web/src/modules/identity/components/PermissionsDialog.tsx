import type { PermissionGroupDto } from '@hr/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Checkbox, Divider, Tabs, Tag, Tree, type TreeDataNode } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { appConfigKeys } from '../../../app/config/app-config.ts';
import { ChangesEditorDialog } from '../../../components/ChangesEditorDialog.tsx';
import { useChangesEditor } from '../../../components/useChangesEditor.ts';
import { useOpeningKey } from '../../../components/useOpeningKey.ts';
import { type PermissionProvider, permissionsApi } from '../api/permissions.api.ts';
import {
  changedGrants,
  coverage,
  type GrantState,
  initialGrants,
  isChecked,
  setAll,
  toggle,
} from './permission-tree.ts';

export interface PermissionsDialogProps {
  open: boolean;
  /** A role (key: its name) or a user (key: their id). */
  provider: PermissionProvider | undefined;
  /** Shown in the title: the role's name or the user's user name. */
  entityName?: string | undefined;
  /** true after a save that changed something. */
  onClose: (changed: boolean) => void;
}

/**
 * The Permissions modal (large), as ABP's: the permission groups at the start side, the chosen group's
 * permissions as a checkable tree beside them, "select all" for everything and per group. Checking a
 * permission checks its parents, unchecking one unchecks its children; a user's grants through roles are
 * shown checked and cannot be changed here. Save sends only the changes (and just closes when none).
 */
export function PermissionsDialog({ open, provider, entityName, onClose }: PermissionsDialogProps) {
  // A fresh body for every opening, so the state of a previous opening never leaks in.
  const visible = open && !!provider;
  const generation = useOpeningKey(visible);
  if (!visible || !provider) return null;
  return (
    <PermissionsDialogBody key={generation} provider={provider} entityName={entityName} onClose={onClose} />
  );
}

function PermissionsDialogBody({
  provider,
  entityName,
  onClose,
}: {
  provider: PermissionProvider;
  entityName: string | undefined;
  onClose: (changed: boolean) => void;
}) {
  const { t } = useTranslation('identity');
  const queryClient = useQueryClient();
  const { query, state, setState, activeGroup, setActiveGroup, saving, save } = useChangesEditor({
    queryKey: permissionsApi.keys.provider(provider),
    fetch: () => permissionsApi.get(provider),
    empty: { own: new Set<string>(), inherited: new Set<string>() } as GrantState,
    toState: (data) =>
      initialGrants(
        data.groups.flatMap((g) => g.permissions),
        provider,
      ),
    changes: changedGrants,
    send: (permissions) => permissionsApi.update(provider, { permissions }),
    // The signed-in user may hold what changed: their menu and actions follow.
    afterSave: () => queryClient.invalidateQueries({ queryKey: appConfigKeys.all }),
    onClose,
  });
  const groups = query.data?.groups ?? [];
  const permissions = useMemo(() => groups.flatMap((g) => g.permissions), [groups]);

  const all = coverage(permissions, state);

  return (
    <ChangesEditorDialog
      title={t('Permissions')}
      entityName={entityName}
      query={query}
      emptyText={t('NoPermissionFound')}
      saving={saving}
      onSave={() => void save()}
      onClose={onClose}
    >
      {() => (
        <>
          <Checkbox
            checked={all === 'all'}
            indeterminate={all === 'some'}
            disabled={!hasEditable(permissions, state)}
            onChange={(e) => setState((s) => setAll(permissions, s, e.target.checked))}
          >
            {t('SelectAllPermissions')}
          </Checkbox>
          <Divider style={{ marginBlock: 12 }} />
          <Tabs
            tabPlacement="start"
            activeKey={activeGroup}
            onChange={setActiveGroup}
            className="permission-groups"
            items={groups.map((group) => ({
              key: group.name,
              label: <GroupLabel group={group} state={state} />,
              children: (
                <GroupTree
                  group={group}
                  state={state}
                  onChange={setState}
                  provider={provider}
                  allPermissions={permissions}
                />
              ),
            }))}
          />
        </>
      )}
    </ChangesEditorDialog>
  );
}

/** Whether any of the permissions can change here (not all of them are fixed grants through roles). */
const hasEditable = (permissions: readonly { name: string }[], state: GrantState) =>
  permissions.some((p) => state.own.has(p.name) || !state.inherited.has(p.name));

/** The group's name with how many of its permissions are checked. */
function GroupLabel({ group, state }: { group: PermissionGroupDto; state: GrantState }) {
  const n = group.permissions.filter((p) => isChecked(state, p.name)).length;
  return (
    <span>
      {group.displayName}{' '}
      <Badge
        count={n}
        showZero
        color={n ? '#1677ff' : '#bfbfbf'}
        size="small"
        style={{ marginInlineStart: 4 }}
      />
    </span>
  );
}

function GroupTree({
  group,
  state,
  onChange,
  provider,
  allPermissions,
}: {
  group: PermissionGroupDto;
  state: GrantState;
  onChange: (next: GrantState) => void;
  provider: PermissionProvider;
  allPermissions: PermissionGroupDto['permissions'];
}) {
  const { t } = useTranslation('identity');
  const treeData = useMemo(() => {
    const nodes = new Map<string, TreeDataNode & { children: TreeDataNode[] }>();
    const roots: TreeDataNode[] = [];
    for (const p of group.permissions) {
      const viaOthers = p.grantedProviders.filter(
        (g) => g.providerName !== provider.providerName || g.providerKey !== provider.providerKey,
      );
      const node = {
        key: p.name,
        title: (
          <span data-permission={p.name}>
            {p.displayName}
            {viaOthers.map((g) => (
              <Tag key={`${g.providerName}:${g.providerKey}`} style={{ marginInlineStart: 6 }}>
                {g.providerName === 'R' ? t('RoleTag', { name: g.providerKey }) : g.providerKey}
              </Tag>
            ))}
          </span>
        ),
        disableCheckbox: state.inherited.has(p.name) && !state.own.has(p.name),
        children: [],
      };
      nodes.set(p.name, node);
      const parent = p.parentName ? nodes.get(p.parentName) : undefined;
      if (parent) parent.children.push(node);
      else roots.push(node);
    }
    return roots;
  }, [group, provider, state, t]);
  const groupCoverage = coverage(group.permissions, state);
  const checkedKeys = group.permissions.filter((p) => isChecked(state, p.name)).map((p) => p.name);

  return (
    <div>
      <Checkbox
        checked={groupCoverage === 'all'}
        indeterminate={groupCoverage === 'some'}
        disabled={!hasEditable(group.permissions, state)}
        onChange={(e) => onChange(setAll(group.permissions, state, e.target.checked))}
        style={{ marginBlockEnd: 8 }}
      >
        {t('SelectAllInThisGroup')}
      </Checkbox>
      <div style={{ maxHeight: '55vh', overflowY: 'auto' }}>
        <Tree
          checkable
          checkStrictly
          selectable={false}
          defaultExpandAll
          treeData={treeData}
          checkedKeys={checkedKeys}
          onCheck={(_keys, info) =>
            onChange(toggle(allPermissions, state, String(info.node.key), info.checked))
          }
        />
      </div>
    </div>
  );
}
