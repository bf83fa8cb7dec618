import { z } from 'zod';
import type { LanguageCode, LocalizedText } from './localization.ts';

/** One member of an enumeration: its number on the wire and its name in every language. */
export interface EnumMember extends LocalizedText {
  value: number;
  /**
   * The colour of a state's tag (an antd preset: 'green', 'gold', 'red', …), so a state looks the same on
   * every screen: Accepted green, PendingApproval gold, Rejected red.
   */
  color?: string;
}

/**
 * An enumeration as ABP sends it: numbers on the wire, a name per member in every language. One
 * declaration gives the values by name (`EmployeeStatus.values.Active === 0`), the zod schema that accepts
 * exactly those numbers (strings of digits too, for query parameters), and the labels the web app's
 * `EnumSelect`/`EnumTag` and the Excel export show.
 */
export interface EnumDefinition<K extends string = string> {
  /** The enumeration's name, e.g. `EmployeeStatus`. */
  readonly name: string;
  readonly values: { readonly [M in K]: number };
  readonly members: readonly (EnumMember & { key: K })[];
  /** Accepts a member's number (or its digits in a query string); anything else is a 400. For inputs. */
  readonly schema: z.ZodType<number, number | string>;
  /** Exactly the members' numbers, without a transform: for answers (the serializer encodes them). */
  readonly dto: z.ZodType<number>;
  /** The member's name in a language, or the number itself for a value the enumeration lacks. */
  label(value: number, language: LanguageCode): string;
  /** Whether the number is one of the members. */
  has(value: unknown): value is number;
}

export type EnumValue<E extends EnumDefinition> = E['values'][keyof E['values']];

export function defineEnum<const K extends string>(
  name: string,
  members: { readonly [M in K]: EnumMember },
): EnumDefinition<K> {
  const list = (Object.entries(members) as [K, EnumMember][]).map(([key, m]) => ({ key, ...m }));
  const byValue = new Map(list.map((m) => [m.value, m]));
  if (byValue.size !== list.length) throw new Error(`${name}: two members share a value`);
  const values = Object.fromEntries(list.map((m) => [m.key, m.value])) as { [M in K]: number };
  const schema = z
    .union([z.number(), z.string().regex(/^\d{1,4}$/)])
    .transform(Number)
    .pipe(
      z.number().refine((v) => byValue.has(v), {
        message: 'Platform:UnknownEnumValue',
        params: { enum: name },
      }),
    );
  return {
    name,
    values,
    members: list,
    schema: schema as unknown as z.ZodType<number, number | string>,
    dto: z.literal(list.map((m) => m.value) as [number, ...number[]]),
    label: (value, language) => byValue.get(value)?.[language] ?? String(value),
    has: (value): value is number => typeof value === 'number' && byValue.has(value),
  };
}

/** A query filter of one member; empty (or null) or absent: no filter. */
export function enumFilter(definition: EnumDefinition) {
  return z.preprocess((v) => (v === '' || v === null ? undefined : v), definition.schema.optional());
}

/**
 * A query filter of several members (`states=0&states=1` or `states=0,1`); none: no filter. For lists
 * filtered by state.
 */
export function enumListFilter(definition: EnumDefinition) {
  return z.preprocess(
    (v) =>
      v === undefined || v === null || v === ''
        ? undefined
        : (Array.isArray(v) ? v : [v]).flatMap((x) => String(x).split(',')).filter((x) => x !== ''),
    z.array(definition.schema).max(definition.members.length).optional(),
  );
}
