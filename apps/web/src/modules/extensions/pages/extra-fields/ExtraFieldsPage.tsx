import {
  EntityTypes,
  ExtensionsPermissions,
  type ExtraFieldDefinitionDto,
  ExtraFieldTypes,
  extraFieldDefaultToValue,
} from '@hr/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { listOf, type ResourceColumn, ResourceTable } from '../../../../components/ResourceTable.tsx';
import { useCrudPage } from '../../../../components/useCrudPage.tsx';
import { useTenantTimeZone } from '../../../../components/useTenantTimeZone.ts';
import { extraFieldsApi } from '../../api/extra-field.api.ts';
import { formatExtraFieldValue } from '../../components/extra-fields/extra-field-values.ts';
import { ExtraFieldFormDialog } from './ExtraFieldFormDialog.tsx';

/** settings/extra-fields: the grid of extra field definitions with add, edit and delete. */
export function ExtraFieldsPage() {
  const { t } = useTranslation('extensions');
  const crud = useCrudPage<ExtraFieldDefinitionDto>({
    api: extraFieldsApi,
    policies: ExtensionsPermissions.ExtraFieldDefinitions,
    newLabel: t('AddExtraDefinition'),
  });
  const yesNo = { yes: t('common::Yes'), no: t('common::No') };
  const zone = useTenantTimeZone();

  const columns: ResourceColumn<ExtraFieldDefinitionDto>[] = [
    { key: 'fieldName', dataIndex: 'fieldName', title: t('FieldName') },
    { key: 'code', dataIndex: 'code', title: t('Code') },
    { key: 'entityType', dataIndex: 'entityType', title: t('EntityType'), enum: EntityTypes },
    { key: 'fieldType', dataIndex: 'fieldType', title: t('FieldType'), enum: ExtraFieldTypes },
    {
      key: 'defaultValue',
      dataIndex: 'defaultValue',
      title: t('DefaultValue'),
      render: (value: string | null, d) =>
        formatExtraFieldValue(d.fieldType, extraFieldDefaultToValue(d.fieldType, value), yesNo, zone) || '—',
    },
    {
      key: 'options',
      dataIndex: 'selectListValues',
      title: t('Options'),
      render: (options: string[]) => (options.length ? options.map((o) => <Tag key={o}>{o}</Tag>) : '—'),
    },
    {
      key: 'isRequired',
      dataIndex: 'isRequired',
      title: t('IsRequired'),
      render: (value: boolean) => (value ? yesNo.yes : yesNo.no),
    },
  ];

  return (
    <>
      <ResourceTable<ExtraFieldDefinitionDto>
        title={t('ExtraFields')}
        {...listOf(extraFieldsApi)}
        columns={columns}
        search={{ param: 'filter', placeholder: t('SearchByNameOrCode') }}
        toolbar={crud.toolbar}
        rowActions={crud.rowActions}
      />
      <ExtraFieldFormDialog {...crud.dialog} />
    </>
  );
}
