import type { FeatureDto, FeatureProviderName } from '@hr/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Input, InputNumber, Select, Tabs, Typography } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../app/feedback.ts';
import { ChangesEditorDialog } from '../../../components/ChangesEditorDialog.tsx';
import { useChangesEditor } from '../../../components/useChangesEditor.ts';
import { useOpeningKey } from '../../../components/useOpeningKey.ts';
import { type FeatureProvider, featuresApi } from '../api/features.api.ts';
import {
  assertProviderName,
  changedFeatures,
  type FeatureValues,
  initialValues,
  numericBounds,
  setToggle,
} from './feature-values.ts';

export interface FeaturesDialogProps {
  open: boolean;
  /** 'T' for a tenant, 'D' for the host defaults. Opening without one raises 'providerName is required.' */
  providerName?: FeatureProviderName | '' | undefined;
  /** The tenant id for 'T'; empty for 'D'. */
  providerKey?: string | undefined;
  /** Shown after the title (the tenant's name). */
  entityName?: string | undefined;
  /** true after a save or a reset. */
  onClose: (changed: boolean) => void;
}

/** Child features are indented 20 px per level (on the right in Arabic: a logical property). */
const indentPerDepth = 20;

/**
 * The Features modal (large): group tabs at the start side, the group's features beside them. Toggles
 * check their ancestors and uncheck their descendants; Save sends only what changed (and just closes when
 * nothing did); Reset to default asks first. Nothing is shown without a provider name: the spec's error.
 */
export function FeaturesDialog({
  open,
  providerName,
  providerKey,
  entityName,
  onClose,
}: FeaturesDialogProps) {
  const { t } = useTranslation('tenancy');
  const { notification } = feedback();
  let missingProvider: string | undefined;
  try {
    if (open) assertProviderName(providerName);
  } catch (error) {
    missingProvider = (error as Error).message;
  }

  useEffect(() => {
    if (!missingProvider) return;
    notification.error({ title: t('Error'), description: missingProvider });
    onClose(false);
  }, [missingProvider, notification, onClose, t]);

  // A fresh body for every opening, so the values of a previous opening never leak in.
  const visible = open && !missingProvider;
  const generation = useOpeningKey(visible);
  if (!visible || !providerName) return null;
  return (
    <FeaturesDialogBody
      key={generation}
      provider={{ providerName, providerKey: providerName === 'D' ? '' : (providerKey ?? '') }}
      entityName={entityName}
      onClose={onClose}
    />
  );
}

function FeaturesDialogBody({
  provider,
  entityName,
  onClose,
}: {
  provider: FeatureProvider;
  entityName: string | undefined;
  onClose: (changed: boolean) => void;
}) {
  const { t } = useTranslation('tenancy');
  const { message, modal } = feedback();
  const queryClient = useQueryClient();
  // Another opening (of this provider) reads the values again.
  const afterChange = () => queryClient.invalidateQueries({ queryKey: featuresApi.keys.all });
  const {
    query,
    state: values,
    setState: setValues,
    activeGroup,
    setActiveGroup,
    saving,
    save,
  } = useChangesEditor({
    queryKey: featuresApi.keys.provider(provider),
    fetch: () => featuresApi.get(provider),
    empty: {} as FeatureValues,
    toState: (data) => initialValues(data.groups.flatMap((g) => g.features)),
    changes: (initial, current, data) =>
      changedFeatures(
        data.groups.flatMap((g) => g.features),
        initial,
        current,
      ),
    send: (changed) => featuresApi.update(provider, { features: changed }),
    afterSave: afterChange,
    onClose,
  });
  const groups = query.data?.groups ?? [];
  const features = groups.flatMap((g) => g.features);

  const resetToDefault = () => {
    modal.confirm({
      title: t('AreYouSure'),
      content: t('AreYouSureToResetToDefault'),
      okText: t('Yes'),
      cancelText: t('Cancel'),
      onOk: async () => {
        try {
          await featuresApi.reset(provider);
        } catch {
          return;
        }
        message.success(t('ResetedToDefault'));
        await afterChange();
        onClose(true);
      },
    });
  };

  return (
    <ChangesEditorDialog
      title={t('Features')}
      entityName={entityName}
      query={query}
      emptyText={t('NoFeatureFoundMessage')}
      saving={saving}
      extraButtons={[
        <Button key="reset" onClick={resetToDefault} disabled={saving}>
          {t('ResetToDefault')}
        </Button>,
      ]}
      onSave={() => void save()}
      onClose={onClose}
    >
      {() => (
        <Tabs
          tabPlacement="start"
          activeKey={activeGroup}
          onChange={setActiveGroup}
          items={groups.map((group) => ({
            key: group.name,
            label: group.displayName,
            children: (
              <div
                style={{
                  display: 'flex',
                  flexDirection: 'column',
                  gap: 16,
                  paddingBlock: 4,
                  maxHeight: '60vh',
                  overflowY: 'auto',
                }}
              >
                {group.features.map((feature) => (
                  <FeatureField
                    key={feature.name}
                    feature={feature}
                    value={values[feature.name] ?? ''}
                    onChange={(value) => setValues((current) => ({ ...current, [feature.name]: value }))}
                    onToggle={(checked) =>
                      setValues((current) => setToggle(features, current, feature.name, checked))
                    }
                  />
                ))}
              </div>
            ),
          }))}
        />
      )}
    </ChangesEditorDialog>
  );
}

/** One feature: a checkbox for a toggle, a number or text box for free text, a drop-down for a selection. */
function FeatureField({
  feature,
  value,
  onChange,
  onToggle,
}: {
  feature: FeatureDto;
  value: string;
  onChange: (value: string) => void;
  onToggle: (checked: boolean) => void;
}) {
  const id = `feature-${feature.name.replace(/\W/g, '-')}`;
  const description = feature.description ? (
    <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
      {feature.description}
    </Typography.Text>
  ) : null;
  let control: ReactNode;
  switch (feature.valueType.name) {
    case 'ToggleStringValueType':
      return (
        <div style={{ paddingInlineStart: feature.depth * indentPerDepth }} data-feature={feature.name}>
          <Checkbox id={id} checked={value === 'true'} onChange={(e) => onToggle(e.target.checked)}>
            {feature.displayName}
          </Checkbox>
          <div style={{ paddingInlineStart: 24 }}>{description}</div>
        </div>
      );
    case 'SelectionStringValueType':
      control = (
        <Select
          id={id}
          value={value || undefined}
          onChange={(v: string) => onChange(v)}
          style={{ width: '100%', maxWidth: 320 }}
          options={(feature.valueType.itemSource?.items ?? []).map((item) => ({
            value: item.value,
            label: item.displayText.name,
          }))}
        />
      );
      break;
    default: {
      const bounds = numericBounds(feature);
      control = bounds ? (
        <InputNumber
          id={id}
          value={value === '' ? null : Number(value)}
          onChange={(v) => onChange(v === null || v === undefined ? '' : String(v))}
          min={bounds.min}
          max={bounds.max}
          precision={0}
          style={{ width: '100%', maxWidth: 200 }}
        />
      ) : (
        <Input id={id} value={value} onChange={(e) => onChange(e.target.value)} style={{ maxWidth: 320 }} />
      );
    }
  }
  return (
    <div style={{ paddingInlineStart: feature.depth * indentPerDepth }} data-feature={feature.name}>
      <label htmlFor={id} style={{ display: 'block', marginBottom: 4 }}>
        {feature.displayName}
      </label>
      {control}
      {description}
    </div>
  );
}
