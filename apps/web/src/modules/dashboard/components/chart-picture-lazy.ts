import { lazyPreloadable } from '../../../app/module.ts';

/**
 * A chart's picture (recharts, about 130 kB) in a chunk of its own: loaded once a chart has figures to draw,
 * or before (`preload`, when the browser is idle), after which it draws without suspending.
 */
export const LazyChartPicture = lazyPreloadable(() =>
  import('./ChartPicture.tsx').then((m) => m.ChartPicture),
);
