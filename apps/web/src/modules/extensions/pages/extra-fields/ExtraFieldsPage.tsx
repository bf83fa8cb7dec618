import {
  EntityTypes,
  ExtensionsPermissions,
  type ExtraFieldDefinitionDto,
  ExtraFieldTypes,
  extraFieldDefaultToValue,
} from '@hr/contracts';
import { Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getLanguage } from '../../../../app/language.ts';
import { type ResourceColumn, ResourceTable } from '../../../../components/ResourceTable.tsx';
import { useCrudActions } from '../../../../components/useCrudActions.tsx';
import { extraFieldsApi } from '../../api/extra-field.api.ts';
import { formatExtraFieldValue } from '../../components/extra-fields/extra-field-values.ts';
import { ExtraFieldFormDialog } from './ExtraFieldFormDialog.tsx';

const P = ExtensionsPermissions.ExtraFieldDefinitions;

interface DialogState {
  open: boolean;
  definition?: ExtraFieldDefinitionDto;
}

/** settings/extra-fields: the grid of extra field definitions with add, edit and delete. */
export function ExtraFieldsPage() {
  const { t } = useTranslation('extensions');
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const crud = useCrudActions<ExtraFieldDefinitionDto>({
    api: extraFieldsApi,
    policies: { create: P.Create, update: P.Update, delete: P.Delete },
    newLabel: t('AddExtraDefinition'),
    onCreate: () => setDialog({ open: true }),
    onEdit: (definition) => setDialog({ open: true, definition }),
  });
  const yesNo = { yes: t('common::Yes'), no: t('common::No') };

  const columns: ResourceColumn<ExtraFieldDefinitionDto>[] = [
    { key: 'fieldName', dataIndex: 'fieldName', title: t('FieldName') },
    { key: 'code', dataIndex: 'code', title: t('Code') },
    {
      key: 'entityType',
      dataIndex: 'entityType',
      title: t('EntityType'),
      render: (value: number) => EntityTypes.label(value, getLanguage()),
    },
    {
      key: 'fieldType',
      dataIndex: 'fieldType',
      title: t('FieldType'),
      render: (value: number) => ExtraFieldTypes.label(value, getLanguage()),
    },
    {
      key: 'defaultValue',
      dataIndex: 'defaultValue',
      title: t('DefaultValue'),
      render: (value: string | null, d) =>
        formatExtraFieldValue(d.fieldType, extraFieldDefaultToValue(d.fieldType, value), yesNo) || '-',
    },
    {
      key: 'options',
      dataIndex: 'selectListValues',
      title: t('Options'),
      render: (options: string[]) => (options.length ? options.map((o) => <Tag key={o}>{o}</Tag>) : '-'),
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
        queryKey={extraFieldsApi.keys.lists()}
        fetch={extraFieldsApi.list}
        columns={columns}
        search={{ param: 'filter', placeholder: t('SearchByNameOrCode') }}
        {...crud}
      />
      <ExtraFieldFormDialog
        open={dialog.open}
        definition={dialog.definition}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
      />
    </>
  );
}
