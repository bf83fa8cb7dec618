import { Card, Space } from 'antd';
import type { ReactNode } from 'react';
import { ResourceTable, type ResourceTableProps } from './ResourceTable.tsx';
import { useViewMode, type ViewMode, ViewModeSwitch } from './ViewModeSwitch.tsx';

export interface ResourceViewsProps<T, M extends Exclude<ViewMode, 'table'>>
  extends Omit<ResourceTableProps<T>, 'title' | 'toolbar'> {
  title: ReactNode;
  /** The page's buttons (New ...), after the Table / Tree toggle. */
  toolbar?: ReactNode;
  /** The views besides the table, in the order the toggle offers them after it: each shown in a card. */
  views: Record<M, ReactNode>;
}

/**
 * A list page's table and its other views (tree, calendar) behind the Table / Tree toggle, the choice kept
 * in the address (see `useViewMode`): the table is a `ResourceTable` of the props, another view a card
 * with the same title and toolbar.
 */
export function ResourceViews<T extends object, M extends Exclude<ViewMode, 'table'>>({
  title,
  toolbar,
  views,
  ...table
}: ResourceViewsProps<T, M>) {
  const modes = ['table', ...(Object.keys(views) as M[])] as const;
  const [view, setView] = useViewMode<'table' | M>(modes);
  const bar = (
    <Space wrap>
      <ViewModeSwitch value={view} onChange={setView} modes={modes} />
      {toolbar}
    </Space>
  );
  return view === 'table' ? (
    <ResourceTable<T> {...table} title={title} toolbar={bar} />
  ) : (
    <Card title={title} extra={bar} className="resource-card">
      {views[view as M]}
    </Card>
  );
}
