import { Card, Empty, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { isRightToLeft } from '../../../app/language.ts';
import { formatNumber } from '../../../components/format.ts';
import { chartPalette } from './chart-palette.ts';

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
  const rtl = isRightToLeft();
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
  const tooltip = (
    <Tooltip
      formatter={(value, name) => [formatValue(Number(value)), name]}
      wrapperStyle={{ direction: rtl ? 'rtl' : 'ltr' }}
      contentStyle={{ textAlign: rtl ? 'right' : 'left' }}
    />
  );
  const legend =
    props.series.length > 1 ? <Legend wrapperStyle={{ direction: rtl ? 'rtl' : 'ltr' }} /> : null;
  const click = (entry: unknown) => {
    const row = (entry as { payload?: R } | undefined)?.payload;
    const to = row && props.linkOf?.(row);
    if (to) props.onOpen?.(to);
  };
  // Bars, horizontal or vertical: one series a colour, each bar opening its list.
  const bars = props.series.map((s, i) => (
    <Bar
      key={s.key}
      dataKey={s.key}
      name={s.label}
      fill={chartPalette[i % chartPalette.length]}
      isAnimationActive={false}
      cursor={props.linkOf ? 'pointer' : undefined}
      onClick={click}
    />
  ));
  const valueAxisWidth = 64;

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
          {/* The picture, hidden from assistive technology (the table beside it says the same): recharts'
              keyboard layer off, as nothing focusable may sit inside aria-hidden. */}
          <div aria-hidden="true" style={{ width: '100%', height }} dir="ltr">
            <ResponsiveContainer width="100%" height="100%">
              {props.kind === 'line' ? (
                <LineChart
                  accessibilityLayer={false}
                  data={data}
                  margin={{ top: 8, right: 8, left: 8, bottom: 8 }}
                >
                  <CartesianGrid strokeDasharray="3 3" vertical={false} />
                  <XAxis dataKey="__label" reversed={rtl} tick={{ fontSize: 12 }} />
                  <YAxis
                    orientation={rtl ? 'right' : 'left'}
                    width={valueAxisWidth}
                    tickFormatter={(v) => formatNumber(v, { maximumFractionDigits: 0 })}
                    tick={{ fontSize: 12 }}
                    allowDecimals={false}
                  />
                  {tooltip}
                  {legend}
                  {props.series.map((s, i) => (
                    <Line
                      key={s.key}
                      type="monotone"
                      dataKey={s.key}
                      name={s.label}
                      stroke={chartPalette[i % chartPalette.length]}
                      strokeWidth={2}
                      strokeDasharray={i ? `${4 + i * 2} 3` : undefined}
                      dot={{ r: 3 }}
                      isAnimationActive={false}
                    />
                  ))}
                </LineChart>
              ) : props.horizontal ? (
                <BarChart
                  accessibilityLayer={false}
                  data={data}
                  layout="vertical"
                  margin={{ top: 8, right: 8, left: 8, bottom: 8 }}
                >
                  <CartesianGrid strokeDasharray="3 3" horizontal={false} />
                  <XAxis
                    type="number"
                    reversed={rtl}
                    tickFormatter={(v) => formatNumber(v, { maximumFractionDigits: 0 })}
                    tick={{ fontSize: 12 }}
                    allowDecimals={false}
                  />
                  <YAxis
                    type="category"
                    dataKey="__label"
                    orientation={rtl ? 'right' : 'left'}
                    width={120}
                    tick={{ fontSize: 12 }}
                  />
                  {tooltip}
                  {legend}
                  {bars}
                </BarChart>
              ) : (
                <BarChart
                  accessibilityLayer={false}
                  data={data}
                  margin={{ top: 8, right: 8, left: 8, bottom: 8 }}
                >
                  <CartesianGrid strokeDasharray="3 3" vertical={false} />
                  <XAxis dataKey="__label" reversed={rtl} tick={{ fontSize: 12 }} />
                  <YAxis
                    orientation={rtl ? 'right' : 'left'}
                    width={valueAxisWidth}
                    tickFormatter={(v) => formatNumber(v, { maximumFractionDigits: 0 })}
                    tick={{ fontSize: 12 }}
                  />
                  {tooltip}
                  {legend}
                  {bars}
                </BarChart>
              )}
            </ResponsiveContainer>
          </div>
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

/** A figure tile: a number that links to the list it counts. */
export function Tile(props: {
  label: string;
  value: ReactNode;
  to?: string;
  testId: string;
  hint?: ReactNode;
  tone?: 'warning' | 'danger';
}) {
  const body = (
    <>
      <Typography.Text type="secondary" className="dashboard-tile-label">
        {props.label}
      </Typography.Text>
      <span className={`dashboard-tile-value${props.tone ? ` dashboard-tile-${props.tone}` : ''}`}>
        {props.value}
      </span>
      {props.hint ? <span className="dashboard-tile-hint">{props.hint}</span> : null}
    </>
  );
  return props.to ? (
    <Link to={props.to} className="dashboard-tile" data-testid={props.testId}>
      {body}
    </Link>
  ) : (
    <div className="dashboard-tile" data-testid={props.testId}>
      {body}
    </div>
  );
}
