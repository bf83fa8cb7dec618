import { describe, expect, it } from 'vitest';
import { readViewMode, withViewMode } from './view-mode.ts';

const tableTree = ['table', 'tree'] as const;

describe('view mode in the address', () => {
  it('reads the asked view when the page offers it, else the first', () => {
    expect(readViewMode(new URLSearchParams('view=tree'), tableTree)).toBe('tree');
    expect(readViewMode(new URLSearchParams(''), tableTree)).toBe('table');
    expect(readViewMode(new URLSearchParams('view=calendar'), tableTree)).toBe('table');
    expect(readViewMode(new URLSearchParams('view=calendar'), ['table', 'calendar'])).toBe('calendar');
  });

  it('writes the view and keeps the other parameters; the default view leaves no trace', () => {
    expect(withViewMode(new URLSearchParams('page=2'), 'tree', tableTree).toString()).toBe(
      'page=2&view=tree',
    );
    expect(withViewMode(new URLSearchParams('view=tree&page=2'), 'table', tableTree).toString()).toBe(
      'page=2',
    );
  });
});
