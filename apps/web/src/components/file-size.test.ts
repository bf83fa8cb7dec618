import { describe, expect, it } from 'vitest';
import { fromBytes, toBytes } from './file-size.ts';
import { formatFileSize } from './format.ts';

describe('file sizes in units', () => {
  it('converts the number and unit to bytes with 1024 steps', () => {
    expect(toBytes({ size: 1, unit: 'KB' })).toBe(1024);
    expect(toBytes({ size: 5, unit: 'MB' })).toBe(5 * 1024 * 1024);
    expect(toBytes({ size: 1.5, unit: 'GB' })).toBe(1.5 * 1024 ** 3);
    expect(toBytes({ size: 0.5, unit: 'KB' })).toBe(512);
  });

  it('edits bytes in the best unit and saving unchanged keeps them', () => {
    expect(fromBytes(512 * 1024)).toEqual({ size: 512, unit: 'KB' });
    expect(fromBytes(1536 * 1024)).toEqual({ size: 1.5, unit: 'MB' });
    expect(fromBytes(2 * 1024 ** 3)).toEqual({ size: 2, unit: 'GB' });
    for (const bytes of [1000, 1023, 1025, 5_000_000, 20 * 1024 * 1024 - 1]) {
      expect(toBytes(fromBytes(bytes))).toBe(bytes);
    }
  });

  it('the grid shows 2 decimals in the best unit', () => {
    expect(formatFileSize(1536)).toBe('1.50 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5.00 MB');
  });
});
