import { type AttachmentTypeDto, EntityTypes, ExtensionsPermissions } from '@hr/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getLanguage } from '../../../../app/language.ts';
import { formatFileSize } from '../../../../components/format.ts';
import { type ResourceColumn, ResourceTable } from '../../../../components/ResourceTable.tsx';
import { useCrudActions } from '../../../../components/useCrudActions.tsx';
import { attachmentTypesApi } from '../../api/attachment-type.api.ts';
import { AttachmentTypeFormDialog } from './AttachmentTypeFormDialog.tsx';

const P = ExtensionsPermissions.AttachmentTypes;

interface DialogState {
  open: boolean;
  attachmentType?: AttachmentTypeDto;
}

/** settings/attachment-types: the grid of attachment types with add, edit and delete. */
export function AttachmentTypesPage() {
  const { t } = useTranslation('extensions');
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const crud = useCrudActions<AttachmentTypeDto>({
    api: attachmentTypesApi,
    policies: { create: P.Create, update: P.Update, delete: P.Delete },
    newLabel: t('AddAttachmentType'),
    onCreate: () => setDialog({ open: true }),
    onEdit: (attachmentType) => setDialog({ open: true, attachmentType }),
  });

  const columns: ResourceColumn<AttachmentTypeDto>[] = [
    { key: 'name', dataIndex: 'name', title: t('Name') },
    {
      key: 'entityType',
      dataIndex: 'entityType',
      title: t('EntityType'),
      render: (value: number) => EntityTypes.label(value, getLanguage()),
    },
    {
      key: 'allowedSize',
      dataIndex: 'allowedSize',
      title: t('AllowedSize'),
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
        {...crud}
      />
      <AttachmentTypeFormDialog
        open={dialog.open}
        attachmentType={dialog.attachmentType}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
      />
    </>
  );
}
