import { type AttachmentTypeDto, EntityTypes, ExtensionsPermissions } from '@hr/contracts';
import { useTranslation } from 'react-i18next';
import { getLanguage } from '../../../../app/language.ts';
import { formatFileSize } from '../../../../components/format.ts';
import { type ResourceColumn, ResourceTable } from '../../../../components/ResourceTable.tsx';
import { useCrudPage } from '../../../../components/useCrudPage.tsx';
import { attachmentTypesApi } from '../../api/attachment-type.api.ts';
import { AttachmentTypeFormDialog } from './AttachmentTypeFormDialog.tsx';

/** settings/attachment-types: the grid of attachment types with add, edit and delete. */
export function AttachmentTypesPage() {
  const { t } = useTranslation('extensions');
  const crud = useCrudPage<AttachmentTypeDto>({
    api: attachmentTypesApi,
    policies: ExtensionsPermissions.AttachmentTypes,
    newLabel: t('AddAttachmentType'),
  });

  const columns: ResourceColumn<AttachmentTypeDto>[] = [
    { key: 'name', dataIndex: 'name', title: t('Name'), sortable: true },
    {
      key: 'entityType',
      dataIndex: 'entityType',
      title: t('EntityType'),
      sortable: true,
      render: (value: number) => EntityTypes.label(value, getLanguage()),
    },
    {
      key: 'allowedSize',
      dataIndex: 'allowedSize',
      title: t('AllowedSize'),
      sortable: true,
      // <bdi> keeps "5.00 MB" in its order inside right-to-left text.
      render: (bytes: number) => <bdi>{formatFileSize(bytes)}</bdi>,
    },
    {
      key: 'allowedExtensions',
      dataIndex: 'allowedExtensions',
      title: t('AllowedExtensions'),
      render: (extensions: AttachmentTypeDto['allowedExtensions']) =>
        extensions.map((e) => e.value).join(', '),
    },
  ];

  return (
    <>
      <ResourceTable<AttachmentTypeDto>
        title={t('AttachmentTypes')}
        queryKey={attachmentTypesApi.keys.lists()}
        fetch={attachmentTypesApi.list}
        columns={columns}
        search={{ param: 'filter', placeholder: t('SearchByName') }}
        toolbar={crud.toolbar}
        rowActions={crud.rowActions}
      />
      <AttachmentTypeFormDialog {...crud.dialog} />
    </>
  );
}
