import { type AttachmentTypeDto, EmployeesPermissions, type EntityType } from '@hr/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../../components/format.ts';
import { type ResourceColumn, ResourceTable } from '../../../../components/ResourceTable.tsx';
import { useCrudActions } from '../../../../components/useCrudActions.tsx';
import { attachmentTypesApi } from '../api/attachment-type.api.ts';
import { AttachmentTypeFormDialog } from './AttachmentTypeFormDialog.tsx';

const P = EmployeesPermissions.AttachmentTypes;

interface DialogState {
  open: boolean;
  attachmentType?: AttachmentTypeDto;
}

/** settings/attachment-types: the grid of attachment types with add, edit and delete. */
export function AttachmentTypesPage() {
  const { t } = useTranslation('employee-settings');
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
      render: (value: EntityType) => t(`EntityType.${value}`),
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
