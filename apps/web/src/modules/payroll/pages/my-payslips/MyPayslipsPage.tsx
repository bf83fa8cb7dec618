import { EyeOutlined, FilePdfOutlined, ReloadOutlined } from '@ant-design/icons';
import type { PayslipListItemDto } from '@hr/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Flex, Pagination, Result, Row, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormattedValue } from '../../../../components/FormattedValue.tsx';
import { ownPayslipsPageSize, payslipApi } from '../../api/payslip.api.ts';
import { PayslipItemsDialog } from '../../components/PayslipItemsDialog.tsx';
import { payslipMonth } from '../../components/payslip-figures.ts';

const pageSize = ownPayslipsPageSize;

/**
 * /self-service/my-payslips: the signed-in employee's Confirmed payslips, the latest first, as cards made
 * for a phone (one a row there, more on a wide screen): the month or period, the net pay, the items
 * (read-only, with why each line has its amount) and the PDF.
 */
export function MyPayslipsPage() {
  const { t } = useTranslation('payslips');
  const [pageIndex, setPageIndex] = useState(0);
  const [viewed, setViewed] = useState<string | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);
  const payslips = useQuery({ ...payslipApi.ownPage(pageIndex), placeholderData: keepPreviousData });

  const downloadPdf = async (p: PayslipListItemDto) => {
    setDownloading(p.id);
    try {
      await payslipApi.downloadOwnPdf(p);
    } catch {
      // The HTTP client has said why.
    } finally {
      setDownloading(null);
    }
  };

  const items = payslips.data?.items ?? [];
  const total = payslips.data?.totalCount ?? 0;
  if (payslips.isError)
    return (
      <Result
        status="warning"
        title={t('common::LoadFailed')}
        subTitle={payslips.error.message}
        extra={
          <Button icon={<ReloadOutlined />} onClick={() => void payslips.refetch()}>
            {t('common::Retry')}
          </Button>
        }
      />
    );

  return (
    <Card title={t('MyPayslips')} className="resource-card">
      {payslips.isPending ? (
        <Flex justify="center" style={{ padding: 24 }}>
          <Spin />
        </Flex>
      ) : items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('NoPayslipsYet')} />
      ) : (
        <Spin spinning={payslips.isFetching}>
          <Row gutter={[12, 12]}>
            {items.map((p) => (
              <Col key={p.id} xs={24} sm={12} lg={8} xxl={6}>
                <PayslipCard
                  payslip={p}
                  downloading={downloading === p.id}
                  onView={() => setViewed(p.id)}
                  onDownload={() => void downloadPdf(p)}
                />
              </Col>
            ))}
          </Row>
        </Spin>
      )}
      {total > pageSize && (
        <Pagination
          align="center"
          style={{ marginTop: 16 }}
          current={pageIndex + 1}
          pageSize={pageSize}
          total={total}
          showSizeChanger={false}
          onChange={(page) => setPageIndex(page - 1)}
        />
      )}
      <PayslipItemsDialog id={viewed} own onClose={() => setViewed(null)} />
    </Card>
  );
}

/** One payslip of the list: its month (or period), the net pay, and its two buttons. */
function PayslipCard({
  payslip: p,
  downloading,
  onView,
  onDownload,
}: {
  payslip: PayslipListItemDto;
  downloading: boolean;
  onView: () => void;
  onDownload: () => void;
}) {
  const { t } = useTranslation('payslips');
  const month = payslipMonth(p);
  const period = <FormattedValue kind="dateRange" value={[p.startDate, p.endDate]} />;
  return (
    <Card size="small" data-testid="my-payslip">
      <Flex vertical gap={4}>
        <Typography.Text strong>{month ?? period}</Typography.Text>
        {month && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {period}
          </Typography.Text>
        )}
        <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="my-payslip-number">
          {t('PayslipNumber')} <bdi>{p.number}</bdi>
        </Typography.Text>
        <Flex justify="space-between" align="baseline" wrap gap={8} style={{ marginTop: 4 }}>
          <Typography.Text type="secondary">{t('Net')}</Typography.Text>
          <Typography.Text strong style={{ fontSize: 18 }} data-testid="my-payslip-net">
            <FormattedValue kind="money" value={p.net} currency={p.currencyCode} />
          </Typography.Text>
        </Flex>
        <Flex gap={8} wrap style={{ marginTop: 8 }}>
          <Button icon={<EyeOutlined />} onClick={onView} style={{ flex: 1 }}>
            {t('ViewItems')}
          </Button>
          <Button icon={<FilePdfOutlined />} loading={downloading} onClick={onDownload} style={{ flex: 1 }}>
            {t('DownloadPdf')}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
