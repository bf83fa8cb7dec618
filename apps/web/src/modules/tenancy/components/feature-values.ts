import type { FeatureDto } from '@hr/contracts';

/** The spec's message when the dialog is opened without a provider name. */
export const providerNameRequired = 'providerName is required.';

/** The dialog opens only for a provider: raises the spec's error otherwise. */
export function assertProviderName(providerName: string | undefined | null): asserts providerName is string {
  if (!providerName) throw new Error(providerNameRequired);
}

export type FeatureValues = Readonly<Record<string, string>>;

const isToggle = (f: FeatureDto | undefined) => f?.valueType.name === 'ToggleStringValueType';

/** The values as loaded: what "changed" is measured against. */
export function initialValues(features: readonly FeatureDto[]): FeatureValues {
  return Object.fromEntries(features.map((f) => [f.name, f.value ?? '']));
}

/**
 * Checks or unchecks a toggle: checking also checks every ancestor toggle, unchecking also unchecks every
 * descendant toggle (values of other types are left as they are).
 */
export function setToggle(
  features: readonly FeatureDto[],
  values: FeatureValues,
  name: string,
  checked: boolean,
): FeatureValues {
  const byName = new Map(features.map((f) => [f.name, f]));
  const next: Record<string, string> = { ...values, [name]: String(checked) };
  if (checked) {
    for (let p = byName.get(name)?.parentName; p; p = byName.get(p)?.parentName)
      if (isToggle(byName.get(p))) next[p] = 'true';
  } else {
    const visit = (parent: string) => {
      for (const child of features.filter((f) => f.parentName === parent)) {
        if (isToggle(child)) next[child.name] = 'false';
        visit(child.name);
      }
    };
    visit(name);
  }
  return next;
}

/** What Save sends: only the features whose value differs from the loaded one. */
export function changedFeatures(
  features: readonly FeatureDto[],
  initial: FeatureValues,
  values: FeatureValues,
): { name: string; value: string }[] {
  return features
    .filter((f) => (values[f.name] ?? '') !== (initial[f.name] ?? ''))
    .map((f) => ({ name: f.name, value: values[f.name] ?? '' }));
}

/** A free-text feature with a NUMERIC validator gets a number input; its bounds from the validator. */
export function numericBounds(f: FeatureDto): { min?: number; max?: number } | undefined {
  const validator = f.valueType.validator;
  if (f.valueType.name !== 'FreeTextStringValueType' || validator?.name !== 'NUMERIC') return undefined;
  const bound = (v: unknown) => (typeof v === 'number' ? v : undefined);
  const min = bound(validator.properties.MinValue);
  const max = bound(validator.properties.MaxValue);
  return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
}
