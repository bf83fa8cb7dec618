import { Card, Empty } from 'antd';
import { type ReactNode, Suspense, startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { whenSettled } from '../../../app/idle.ts';
import { formatNumber } from '../../../components/format.ts';
import { LazyChartPicture } from './chart-picture-lazy.ts';

/**
 * False until the page around the chart has been drawn, then true: the pictures (recharts measures and lays
 * out every bar and label, 50-90 ms a chart, the heaviest part of a dashboard's drawing) come once the page's
 * calls have answered and the browser is idle (within a second at most), after the tiles, the lists and the
 * cards are on screen, instead of holding up their first frame or the drawing of the answers. Their space is
 * kept meanwhile, as while their chunk loads.
 */
function useDrawnAfterPage(): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => whenSettled(() => startTransition(() => setDrawn(true)), 1000), []);
  return drawn;
}

/** One series of a chart: its key in the rows, its label (the legend, the tooltip, the table's header). */
export interface ChartSeries {
  key: string;
  label: string;
}

export interface DashboardChartProps<R extends Record<string, unknown>> {
  title: string;
  testId: string;
  kind: 'bar' | 'line';
  rows: readonly R[];
  /** The row's category (a month, a department): its key and how it reads. */
  category: { key: keyof R & string; label: string; format?: (value: unknown, row: R) => string };
  series: readonly ChartSeries[];
  /** How a value reads (money with its currency, a count). */
  formatValue?: (value: number | string) => string;
  /** What the empty state says is missing ("No payslips confirmed in the period"). */
  emptyText: string;
  /** The list the chart summarises, filtered like it (a link in the card's head). */
  to?: string;
  /** A category's own list (a click on its bar). */
  linkOf?: (row: R) => string | undefined;
  onOpen?: (to: string) => void;
  height?: number;
  /** A bar chart laid on its side: the categories down the side (long names: departments, job titles). */
  horizontal?: boolean;
  extra?: ReactNode;
}

/**
 * A dashboard chart (recharts) with what every one needs: right to left in Arabic (the category axis reversed
 * and the value axis on the right, so that the first month or the largest bar starts on the reader's side),
 * the legend and the tooltip in the page's language with the app's number and date formats, the
 * colour-blind-safe palette, an empty state that says what is missing, and the same figures as a table for
 * screen readers (visually hidden; the chart itself is hidden from them).
 */
export function DashboardChart<R extends Record<string, unknown>>(props: DashboardChartProps<R>) {
  const { t } = useTranslation('dashboard');
  const formatValue = props.formatValue ?? ((v: number | string) => formatNumber(v));
  const categoryText = (row: R) =>
    props.category.format
      ? props.category.format(row[props.category.key], row)
      : String(row[props.category.key]);
  const data = props.rows.map((row) => ({
    ...row,
    __label: categoryText(row),
    ...Object.fromEntries(props.series.map((s) => [s.key, Number(row[s.key] ?? 0)])),
  }));
  const empty =
    !props.rows.length || data.every((row) => props.series.every((s) => !Number(row[s.key as never])));
  const height = props.height ?? 240;
  const drawn = useDrawnAfterPage();
  const pending = <div aria-hidden="true" className="dashboard-chart-pending" style={{ height }} />;

  return (
    <Card
      size="small"
      title={props.title}
      data-testid={props.testId}
      extra={
        props.extra ??
        (props.to ? (
          <Link to={props.to} data-testid={`${props.testId}-link`}>
            {t('Open')}
          </Link>
        ) : null)
      }
    >
      {empty ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={props.emptyText} />
      ) : (
        <>
          {/* The picture, hidden from assistive technology (the table below says the same); until it is
              drawn (after the page, and once its chunk is in), its space is kept so nothing moves when it comes. */}
          {!drawn ? (
            pending
          ) : (
            <Suspense fallback={pending}>
              <LazyChartPicture
                kind={props.kind}
                data={data}
                series={props.series}
                height={height}
                horizontal={props.horizontal}
                formatValue={formatValue}
                onBar={
                  props.linkOf
                    ? (row) => {
                        const to = props.linkOf?.(row as R);
                        if (to) props.onOpen?.(to);
                      }
                    : undefined
                }
              />
            </Suspense>
          )}
          <table className="visually-hidden" data-testid={`${props.testId}-table`}>
            <caption>{props.title}</caption>
            <thead>
              <tr>
                <th scope="col">{props.category.label}</th>
                {props.series.map((s) => (
                  <th scope="col" key={s.key}>
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {props.rows.map((row, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the rows are the chart's, in a fixed order.
                <tr key={i}>
                  <th scope="row">
                    {props.linkOf?.(row) ? (
                      <Link to={props.linkOf(row)!}>{categoryText(row)}</Link>
                    ) : (
                      categoryText(row)
                    )}
                  </th>
                  {props.series.map((s) => (
                    <td key={s.key}>{formatValue((row[s.key] as number | string) ?? 0)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </Card>
  );
}
