import { Flex } from 'antd';
import type { ReactNode } from 'react';

/**
 * A list's filters and buttons in its toolbar, on one line that wraps: every control a direct item (a group of
 * filters given as a fragment too), centred on the line and 8 px apart, so a state picker and a date range
 * sit side by side instead of stacking out of line (issue 44). Every list's toolbar of filters uses it.
 */
export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <Flex wrap gap={8} align="center" className="filter-bar" data-testid="filter-bar">
      {children}
    </Flex>
  );
}
