import { FilePdfOutlined } from '@ant-design/icons';
import { type PayslipDto, PayslipStates } from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Modal, Spin } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EntityHistory } from '../../audit/public.ts';
import { payslipApi, payslipKeys } from '../api/payslip.api.ts';
import { PayslipItems } from './PayslipItems.tsx';

export interface PayslipItemsDialogProps {
  /** The payslip to show; null keeps the dialog closed. */
  id: string | null;
  /** The employee's own payslip (self-service calls, read-only) instead of HR's. */
  own?: boolean;
  /** Buttons beside Download PDF and Close for the payslip shown (HR's Confirm and Cancel). */
  actions?: (payslip: PayslipDto) => ReactNode;
  onClose: () => void;
}

/**
 * 'Payslip items' (document 3 §2.7): one payslip read by id, its header, lines with their explanations and
 * totals, and Download PDF (in the UI language), and HR's History of it (issue 40). The employee's view is
 * the same, read-only, without the History.
 */
export function PayslipItemsDialog({ id, own = false, actions, onClose }: PayslipItemsDialogProps) {
  const { t } = useTranslation('payslips');
  const [downloading, setDownloading] = useState(false);
  const details = useQuery({
    queryKey: own ? payslipKeys.ownDetail(id ?? '') : payslipKeys.detail(id ?? ''),
    queryFn: () => (own ? payslipApi.ownGet(id ?? '') : payslipApi.get(id ?? '')),
    enabled: id !== null,
  });
  const payslip = details.data;

  const downloadPdf = async (p: PayslipDto) => {
    setDownloading(true);
    try {
      await (own ? payslipApi.downloadOwnPdf(p) : payslipApi.downloadPdf(p));
    } catch {
      // The HTTP client has said why.
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Modal
      open={id !== null}
      title={t('PayslipItems')}
      width={860}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Flex gap={8} wrap justify="end">
          {payslip && (
            <Button
              icon={<FilePdfOutlined />}
              loading={downloading}
              onClick={() => void downloadPdf(payslip)}
            >
              {t('DownloadPdf')}
            </Button>
          )}
          {payslip && actions?.(payslip)}
          <Button onClick={onClose}>{t('Close')}</Button>
        </Flex>
      }
    >
      {details.isPending ? (
        <Flex justify="center" style={{ padding: 24 }}>
          <Spin />
        </Flex>
      ) : details.isError ? (
        <Alert type="warning" showIcon message={details.error.message} />
      ) : (
        <>
          <PayslipItems payslip={details.data} />
          {/* HR's view: the payslip's History (the employee's own view has none: the log is HR's). */}
          {!own && (
            <EntityHistory
              entityType="Payslip"
              entityId={details.data.id}
              namespace="payslips"
              enums={{ state: PayslipStates }}
            />
          )}
        </>
      )}
    </Modal>
  );
}
