import {
  type DocumentRenewalDetailsDto,
  type DocumentRenewalDto,
  DocumentRenewalStates,
  documentRenewalEndpoints,
} from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmployeeFilter } from '../../../components/EmployeeSelect.tsx';
import { EnumTag } from '../../../components/EnumTag.tsx';
import { formatDate } from '../../../components/format.ts';
import { NamedFilter } from '../../../components/NamedSelect.tsx';
import {
  RequestDetailsDialog,
  type RequestDialogProps,
  type RequestView,
  useViewedRequest,
} from '../../../components/RequestDetailsDialog.tsx';
import type { ResourceColumn, RowAction } from '../../../components/ResourceTable.tsx';
import { DecisionSummary, RequestTable, useRowDecisions } from '../../requests/public.ts';
import { documentRenewalApi } from '../api/document-renewal.api.ts';
import { DocumentRenewalDetails } from '../components/DocumentRenewalDetails.tsx';

const renewalView: RequestView<DocumentRenewalDetailsDto> = {
  namespace: 'documents',
  title: 'DocumentRenewal',
  api: documentRenewalApi,
  Details: DocumentRenewalDetails,
};

function RenewalDialog(props: RequestDialogProps<DocumentRenewalDetailsDto>) {
  return <RequestDetailsDialog {...props} view={renewalView} />;
}

/** What a decision from the list is about, above its question: who, the document, the two expiry dates. */
function RenewalSummary({ request }: { request: DocumentRenewalDto }) {
  const { t } = useTranslation('documents');
  return (
    <DecisionSummary
      testId="document-renewal-summary"
      reason={null}
      items={[
        { key: 'employee', label: t('Employee'), children: request.employeeName ?? '—' },
        { key: 'document', label: t('Document'), children: request.typeName },
        { key: 'previous', label: t('CurrentExpiry'), children: formatDate(request.previousExpiryDate) },
        { key: 'expiry', label: t('NewExpiry'), children: formatDate(request.expiryDate) },
      ]}
    />
  );
}

/**
 * hr/document-renewals (HR.DocumentRenewals.Index): the renewals employees uploaded, newest first, filtered
 * by employee, document type, states and the filing days. View shows one with its new file; Approve and
 * Reject (the row's menu, and the View dialog) are its go-task's decision, where the server says the caller
 * may take it (the same machinery as the task page: approving replaces the document).
 */
export function DocumentRenewalsPage() {
  const { t } = useTranslation('documents');
  const [employeeId, setEmployeeId] = useState<string>();
  const [attachmentTypeId, setAttachmentTypeId] = useState<string>();
  const types = useQuery(documentRenewalApi.types());
  const view = useViewedRequest<DocumentRenewalDto>(t('View'));
  const decisions = useRowDecisions<DocumentRenewalDto>({
    approveTitle: t('ApproveRenewal'),
    summary: (r) => <RenewalSummary request={r} />,
  });
  const rowActions: RowAction<DocumentRenewalDto>[] = [view.action, ...decisions.rowActions];
  const columns: ResourceColumn<DocumentRenewalDto>[] = [
    { key: 'employeeName', dataIndex: 'employeeName', title: t('Employee') },
    { key: 'typeName', dataIndex: 'typeName', title: t('Document') },
    { key: 'previousExpiryDate', dataIndex: 'previousExpiryDate', title: t('CurrentExpiry'), kind: 'date' },
    { key: 'expiryDate', dataIndex: 'expiryDate', title: t('NewExpiry'), kind: 'date' },
    { key: 'creationTime', dataIndex: 'creationTime', title: t('FiledOn'), kind: 'dateTime' },
    {
      key: 'state',
      dataIndex: 'state',
      title: t('State'),
      sortable: false,
      render: (state: number) => <EnumTag enum={DocumentRenewalStates} value={state} />,
    },
  ];

  return (
    <>
      <RequestTable<DocumentRenewalDto>
        title={t('DocumentRenewals')}
        queryKey={documentRenewalApi.keys.everyone()}
        fetch={documentRenewalApi.all}
        columns={columns}
        sortFields={documentRenewalApi.sortFields}
        params={{ employeeId, attachmentTypeId }}
        exportExcel={{ url: documentRenewalEndpoints.exportExcel.path }}
        statesEnum={DocumentRenewalStates}
        statesParam="includedStates"
        statesLabel={t('FilterByState')}
        rangeLabel={t('FiledOn')}
        before={
          <>
            <EmployeeFilter value={employeeId} onChange={setEmployeeId} />
            <NamedFilter
              items={types.data ?? []}
              value={attachmentTypeId}
              onChange={setAttachmentTypeId}
              label={t('FilterByType')}
            />
          </>
        }
        rowActions={rowActions}
      />
      <RenewalDialog {...view.dialog} actions={decisions.dialogActions} />
      {decisions.dialogs}
    </>
  );
}
