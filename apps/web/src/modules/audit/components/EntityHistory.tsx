import { type EntityChangeDto, EntityChangeTypes, entityTypeLabel, type LanguageCode } from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Collapse, List, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../../components/tenant-time.ts';
import { useTenantTimeZone } from '../../../components/useTenantTimeZone.ts';
import { entityChangeApi } from '../api/entity-change.api.ts';
import { type FieldLabels, fieldLabel, valueText } from './change-text.ts';

const pageSize = 10;
const actionColors = ['green', 'blue', 'red'] as const;

export interface EntityHistoryProps extends FieldLabels {
  /** The entity's stable name (`Employee`, `SalaryRule`: `auditedEntityTypes`). */
  entityType: string;
  entityId: string;
  /** The list shown at once (a dialog's History tab) rather than in a collapsed panel. */
  inline?: boolean;
}

/**
 * An entity's History (issue 40): who changed what and when, each field's old → new value in the reader's
 * language, its children's changes too (an employee's extra fields, a structure's rules). A collapsed
 * panel at the foot of the entity's page: read when opened. The server answers only to whoever may read the
 * entity.
 */
export function EntityHistory({ inline = false, ...props }: EntityHistoryProps) {
  const { t } = useTranslation('audit');
  const [open, setOpen] = useState(false);
  if (inline)
    return (
      <div className="entity-history" data-testid="entity-history">
        <HistoryList {...props} />
      </div>
    );
  return (
    <Card className="entity-history" data-testid="entity-history" size="small">
      <Collapse
        ghost
        activeKey={open ? ['history'] : []}
        onChange={(keys) => setOpen(keys.length > 0)}
        items={[{ key: 'history', label: t('History'), children: open ? <HistoryList {...props} /> : null }]}
      />
    </Card>
  );
}

function HistoryList({ entityType, entityId, ...fields }: Omit<EntityHistoryProps, 'inline'>) {
  const { t, i18n } = useTranslation('audit');
  const zone = useTenantTimeZone();
  const [page, setPage] = useState(1);
  const history = useQuery(entityChangeApi.history(entityType, entityId, page, pageSize));
  const language = (i18n.language === 'ar' ? 'ar' : 'en') as LanguageCode;
  const lookup = (key: string) => (i18n.exists(key) ? t(key) : undefined);
  const words = { yes: t('Yes'), no: t('No'), empty: t('Empty') };
  return (
    <List<EntityChangeDto>
      size="small"
      loading={history.isLoading}
      dataSource={history.data?.items ?? []}
      locale={{ emptyText: history.isError ? t('HistoryLoadFailed') : t('NoHistory') }}
      pagination={
        (history.data?.totalCount ?? 0) > pageSize
          ? { current: page, pageSize, total: history.data?.totalCount, onChange: setPage, size: 'small' }
          : false
      }
      renderItem={(change) => (
        <List.Item data-testid="entity-history-item">
          <div style={{ width: '100%' }}>
            <Typography.Text strong>{change.userName ?? t('System')}</Typography.Text>{' '}
            <Typography.Text type="secondary">{formatInstant(change.changeTime, zone)}</Typography.Text>{' '}
            <Tag color={actionColors[change.changeType]}>
              {EntityChangeTypes.label(change.changeType, language)}
            </Tag>
            {change.entityTypeFullName !== entityType && (
              <Tag>{entityTypeLabel(change.entityTypeFullName, language)}</Tag>
            )}
            <ul className="entity-history-changes" style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
              {change.propertyChanges.map((p) => (
                <li key={p.propertyName}>
                  <Typography.Text>{fieldLabel(p.propertyName, fields, lookup)}: </Typography.Text>
                  {p.isSecret ? (
                    <Typography.Text type="secondary">{t('SecretChanged')}</Typography.Text>
                  ) : change.changeType === EntityChangeTypes.values.Updated ? (
                    <>
                      <Typography.Text delete type="secondary">
                        {valueText(p, p.originalValue, fields, language, words)}
                      </Typography.Text>
                      {' → '}
                      <Typography.Text>{valueText(p, p.newValue, fields, language, words)}</Typography.Text>
                    </>
                  ) : (
                    <Typography.Text>
                      {valueText(
                        p,
                        change.changeType === EntityChangeTypes.values.Deleted ? p.originalValue : p.newValue,
                        fields,
                        language,
                        words,
                      )}
                    </Typography.Text>
                  )}
                </li>
              ))}
            </ul>
          </div>
        </List.Item>
      )}
    />
  );
}
