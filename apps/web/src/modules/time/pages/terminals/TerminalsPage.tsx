import { type TerminalDto, TimePermissions } from '@hr/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { type ResourceColumn, ResourceTable } from '../../../../components/ResourceTable.tsx';
import { useCrudPage } from '../../../../components/useCrudPage.tsx';
import { terminalApi } from '../../api/terminal.api.ts';
import { TerminalFormDialog } from './TerminalFormDialog.tsx';

/** hr/fingerprint/terminals: name, IP address and whether a comm key is set (the port is hidden). */
export function TerminalsPage() {
  const { t } = useTranslation('time');
  const crud = useCrudPage<TerminalDto>({
    api: terminalApi,
    policies: TimePermissions.Terminals,
    newLabel: t('NewTerminal'),
  });

  const columns: ResourceColumn<TerminalDto>[] = [
    { key: 'name', dataIndex: 'name', title: t('Name'), sortable: true },
    {
      key: 'ipAddress',
      dataIndex: 'ipAddress',
      title: t('IpAddress'),
      sortable: true,
      render: (address: string) => <span dir="ltr">{address}</span>,
    },
    {
      key: 'hasComKey',
      dataIndex: 'hasComKey',
      title: t('ComKey'),
      render: (set: boolean) =>
        set ? <Tag color="blue">{t('ComKeySet')}</Tag> : <Tag>{t('ComKeyNone')}</Tag>,
    },
  ];

  return (
    <>
      <ResourceTable<TerminalDto>
        title={t('Terminals')}
        queryKey={terminalApi.keys.lists()}
        fetch={terminalApi.list}
        columns={columns}
        search={{ param: 'filter', placeholder: t('SearchByNameOrAddress') }}
        toolbar={crud.toolbar}
        rowActions={crud.rowActions}
      />
      <TerminalFormDialog {...crud.dialog} />
    </>
  );
}
