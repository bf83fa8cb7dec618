import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Text,
  type TextProps,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { isRightToLeft } from '../../../app/language.ts';
import { formatNumber } from '../../../components/format.ts';
import { chartPalette } from './chart-palette.ts';
import type { ChartSeries } from './DashboardChart.tsx';

/**
 * A category's name on one line, cut with an ellipsis where it is wider than the axis (recharts' own tick
 * filters `maxLines` out of the props it is given as an object, so the text is drawn here).
 */
function oneLineTick(props: unknown) {
  const { payload, ...text } = props as TextProps & { payload: { value: unknown } };
  return (
    <Text {...text} fontSize={12} maxLines={1}>
      {String(payload.value)}
    </Text>
  );
}

/**
 * A dashboard chart's picture (DashboardChart.tsx loads it on its own): right to left in Arabic (the category
 * axis reversed and the value axis on the right, so that the first month or the largest bar starts on the
 * reader's side), the legend and the tooltip in the page's language with the app's formats, the
 * colour-blind-safe palette. Hidden from assistive technology (the card's table says the same): recharts'
 * keyboard layer off, as nothing focusable may sit inside aria-hidden.
 */
export function ChartPicture(props: {
  kind: 'bar' | 'line';
  /** The rows with their category's text as `__label` and each series' value as a number. */
  data: readonly Record<string, unknown>[];
  series: readonly ChartSeries[];
  height: number;
  horizontal?: boolean;
  formatValue: (value: number | string) => string;
  /** A click on a bar, with its row. */
  onBar?: (row: Record<string, unknown>) => void;
}) {
  const rtl = isRightToLeft();
  const formatValue = props.formatValue;
  const data = props.data as Record<string, unknown>[];
  const height = props.height;
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
    const row = (entry as { payload?: Record<string, unknown> } | undefined)?.payload;
    if (row) props.onBar?.(row);
  };
  // Bars, horizontal or vertical: one series a colour, each bar opening its list.
  const bars = props.series.map((s, i) => (
    <Bar
      key={s.key}
      dataKey={s.key}
      name={s.label}
      fill={chartPalette[i % chartPalette.length]}
      isAnimationActive={false}
      cursor={props.onBar ? 'pointer' : undefined}
      onClick={click}
    />
  ));
  const valueAxisWidth = 64;

  return (
    <div aria-hidden="true" style={{ width: '100%', height }} dir="ltr">
      <ResponsiveContainer width="100%" height="100%">
        {props.kind === 'line' ? (
          <LineChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, left: 8, bottom: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            {/* Where the months do not all fit, every other one (or third) from the first: evenly spaced. */}
            <XAxis
              dataKey="__label"
              reversed={rtl}
              tick={{ fontSize: 12 }}
              interval="equidistantPreserveStart"
            />
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
              width={160}
              // Every bar keeps its name: on one line, cut with an ellipsis where it is longer than the axis
              // (the tooltip and the card's table say it whole); wrapped, recharts dropped every other one.
              interval={0}
              tick={oneLineTick}
            />
            {tooltip}
            {legend}
            {bars}
          </BarChart>
        ) : (
          <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, left: 8, bottom: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="__label" reversed={rtl} tick={{ fontSize: 12 }} />
            <YAxis
              orientation={rtl ? 'right' : 'left'}
              width={valueAxisWidth}
              tickFormatter={(v) => formatNumber(v, { maximumFractionDigits: 0 })}
              tick={{ fontSize: 12 }}
              // Whole steps, as the other charts' value axes: ticks of 0.5 read "1" once rounded.
              allowDecimals={false}
            />
            {tooltip}
            {legend}
            {bars}
          </BarChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}
