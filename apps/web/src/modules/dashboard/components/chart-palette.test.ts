import { describe, expect, it } from 'vitest';
import { chartPalette, contrast } from './chart-palette.ts';

describe('the dashboards palette', () => {
  it('has at least 3:1 contrast against the white card for every colour', () => {
    for (const colour of chartPalette) expect(contrast(colour, '#ffffff')).toBeGreaterThanOrEqual(3);
  });

  it('measures contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});
