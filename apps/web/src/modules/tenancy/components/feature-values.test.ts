import type { FeatureDto } from '@hr/contracts';
import { describe, expect, it } from 'vitest';
import {
  assertProviderName,
  changedFeatures,
  initialValues,
  numericBounds,
  setToggle,
} from './feature-values.ts';

const toggle = { name: 'ToggleStringValueType' as const };
function feature(
  name: string,
  parentName: string | null,
  depth: number,
  valueType: FeatureDto['valueType'] = toggle,
): FeatureDto {
  return {
    name,
    displayName: name,
    description: null,
    value: 'true',
    provider: null,
    parentName,
    depth,
    valueType,
  };
}

// A > B > C (toggles), A > N (numeric), D alone.
const features: FeatureDto[] = [
  feature('A', null, 0),
  feature('B', 'A', 1),
  feature('C', 'B', 2),
  feature('N', 'A', 1, {
    name: 'FreeTextStringValueType',
    validator: { name: 'NUMERIC', properties: { MinValue: 0, MaxValue: 10 } },
  }),
  feature('D', null, 0),
];
const all = { A: 'true', B: 'true', C: 'true', N: '5', D: 'true' };

describe('feature values in the dialog', () => {
  it('unchecking a toggle unchecks its descendant toggles only', () => {
    expect(setToggle(features, all, 'A', false)).toEqual({
      A: 'false',
      B: 'false',
      C: 'false',
      N: '5',
      D: 'true',
    });
    expect(setToggle(features, all, 'B', false)).toEqual({ ...all, B: 'false', C: 'false' });
  });

  it('checking a toggle checks its ancestors', () => {
    const off = { A: 'false', B: 'false', C: 'false', N: '5', D: 'false' };
    expect(setToggle(features, off, 'C', true)).toEqual({
      A: 'true',
      B: 'true',
      C: 'true',
      N: '5',
      D: 'false',
    });
    expect(setToggle(features, off, 'A', true)).toEqual({ ...off, A: 'true' });
  });

  it('sends only the changed features', () => {
    const initial = initialValues(features.map((f) => ({ ...f, value: all[f.name as keyof typeof all] })));
    expect(changedFeatures(features, initial, initial)).toEqual([]);
    const edited = { ...setToggle(features, initial, 'B', false), N: '7' };
    expect(changedFeatures(features, initial, edited)).toEqual([
      { name: 'B', value: 'false' },
      { name: 'C', value: 'false' },
      { name: 'N', value: '7' },
    ]);
  });

  it('makes a NUMERIC free text a number input with its bounds', () => {
    expect(numericBounds(features[3]!)).toEqual({ min: 0, max: 10 });
    expect(numericBounds(features[0]!)).toBeUndefined();
  });

  it('raises the spec error without a provider name', () => {
    expect(() => assertProviderName(undefined)).toThrow('providerName is required.');
    expect(() => assertProviderName('')).toThrow('providerName is required.');
    expect(() => assertProviderName('T')).not.toThrow();
  });
});
