import type { ErrorDefinition } from '@hr/contracts';

/**
 * Every module's error texts, read from the contracts' `*.errors.ts` files (codes and texts, nothing else)
 * rather than from `errorCatalog`, whose registry imports every contract and so builds every endpoint's schemas.
 * errors.test.ts proves both hold the same codes and texts. Loaded with a language's texts (en.ts, ar.ts).
 */
const errorFiles = import.meta.glob<Record<string, unknown>>(
  [
    '../../../../../packages/contracts/src/*/*.errors.ts',
    '../../../../../packages/contracts/src/platform/errors.contract.ts',
  ],
  { eager: true },
);

const isErrorDefinitions = (value: unknown): value is Readonly<Record<string, ErrorDefinition>> =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every(
    (d) => typeof d === 'object' && d !== null && 'status' in d && 'en' in d && 'ar' in d,
  );

export const errorCatalog: Readonly<Record<string, ErrorDefinition>> = Object.assign(
  {},
  ...Object.values(errorFiles).flatMap((file) =>
    Object.entries(file)
      .filter(([name, value]) => name.endsWith('Errors') && isErrorDefinitions(value))
      .map(([, value]) => value),
  ),
);
