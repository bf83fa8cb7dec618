import { ApartmentOutlined, CalendarOutlined, TableOutlined } from '@ant-design/icons';
import { Segmented } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { readViewMode, type ViewMode, withViewMode } from './view-mode.ts';

export type { ViewMode } from './view-mode.ts';

const tableAndTree = ['table', 'tree'] as const;

/**
 * The page's view, kept in the address (`?view=tree`) so a reload or a link keeps it. The first of
 * `modes` is the default (no parameter). Default modes: table and tree.
 */
export function useViewMode<M extends ViewMode = (typeof tableAndTree)[number]>(
  modes: readonly [M, ...M[]] = tableAndTree as unknown as readonly [M, ...M[]],
): [M, (mode: M) => void] {
  const [params, setParams] = useSearchParams();
  const mode = readViewMode(params, modes);
  const setMode = (next: M) => setParams((current) => withViewMode(current, next, modes), { replace: true });
  return [mode, setMode];
}

const icons: Record<ViewMode, ReactNode> = {
  table: <TableOutlined />,
  tree: <ApartmentOutlined />,
  calendar: <CalendarOutlined />,
};

const labelKeys: Record<ViewMode, string> = {
  table: 'ViewTable',
  tree: 'ViewTree',
  calendar: 'ViewCalendar',
};

export interface ViewModeSwitchProps<M extends ViewMode> {
  value: M;
  onChange: (mode: M) => void;
  /** The views offered, in order; default table and tree. */
  modes?: readonly M[];
  /** Other names for some views (the job titles' tree is an org chart). */
  labels?: Partial<Record<M, ReactNode>>;
}

/** The Table / Tree / Calendar toggle of a list page; pair it with {@link useViewMode}. */
export function ViewModeSwitch<M extends ViewMode>({
  value,
  onChange,
  modes = tableAndTree as unknown as readonly M[],
  labels,
}: ViewModeSwitchProps<M>) {
  const { t } = useTranslation();
  return (
    <Segmented<M>
      aria-label={t('ViewMode')}
      value={value}
      onChange={onChange}
      options={modes.map((m) => ({ value: m, label: labels?.[m] ?? t(labelKeys[m]), icon: icons[m] }))}
    />
  );
}
