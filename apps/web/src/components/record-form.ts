import type { QueryKey } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import type { z } from 'zod';
import { emptyToAbsent, schemaDefaults, schemaKeys } from './zod-rules.ts';

export type FormMode = 'create' | 'update';

/** A record a form edits: its id and the concurrency stamp its update sends back (409 when stale). */
export interface StampedRecord {
  id: string;
  concurrencyStamp: string;
}

/** The create and update calls of a record and its list key: what `endpointResource` gives. */
export interface RecordApi<C extends z.ZodType, U extends z.ZodType, R = unknown> {
  keys: { lists: () => QueryKey };
  create: (body: z.input<C>) => Promise<R>;
  update: (id: string, body: z.input<U>) => Promise<R>;
}

/** The body a form's values give, before the update's id and stamp are added. */
export type RecordInput<C extends z.ZodType, U extends z.ZodType> =
  | z.input<C>
  | Omit<z.input<U>, 'id' | 'concurrencyStamp'>;

/** A form that creates a record, or updates the one it is given. */
export interface RecordFormOptions<
  TRecord extends StampedRecord,
  C extends z.ZodType,
  U extends z.ZodType,
  R,
  V,
> {
  /** The record to update; absent to create one. */
  record?: TRecord | undefined;
  api: RecordApi<C, U, R>;
  /** The contract's schemas of the two bodies: the form's rules and the parse before sending. */
  schemas: { create: C; update: U };
  /** A new record's values besides the schema's defaults (a parent picked in a tree). */
  defaults?: Partial<V>;
  /** The form's values of the record; by default its fields the schemas name. */
  toForm?: (record: TRecord) => Partial<V>;
  /** The body of the form's values; by default the values themselves. */
  toInput?: (values: V, record: TRecord | undefined) => RecordInput<C, U>;
  /** The queries to refresh after a save; by default the resource's lists. */
  invalidate?: QueryKey;
  /** After a save, before the form closes: the saved record (the answer of the call). */
  onSaved?: (saved: R, mode: FormMode) => unknown;
}

/** A form that saves its own way (an upload, a password). */
export interface PlainFormOptions<V> {
  mode: FormMode;
  initialValues?: Partial<V>;
  onSubmit: (values: V) => Promise<unknown>;
  /** The contract's schema the form's Fields take their rules from. */
  schema?: z.ZodType;
  invalidate?: QueryKey;
  onSaved?: (saved: unknown, mode: FormMode) => unknown;
  record?: undefined;
  api?: undefined;
}

/** What FormDialog and FormPage need to run a form, whichever way it saves. */
export interface FormSource<V> {
  mode: FormMode;
  schema: z.ZodType | undefined;
  initialValues: Partial<V> | undefined;
  submit: (values: V) => Promise<unknown>;
  invalidate: QueryKey | undefined;
  onSaved: ((saved: unknown, mode: FormMode) => unknown) | undefined;
}

const stampKeys = new Set(['id', 'concurrencyStamp']);

/** The record's values of the fields the schemas name (not its id and stamp). */
function pickFields(record: object, schemas: readonly z.ZodType[]): Record<string, unknown> {
  const keys = new Set(schemas.flatMap(schemaKeys));
  return Object.fromEntries(Object.entries(record).filter(([key]) => keys.has(key) && !stampKeys.has(key)));
}

/**
 * The record form's steps: the values it starts from (the record's, or the schema's defaults and the
 * screen's), and its save: the body with empty controls absent or null, the update's stamp (and id when
 * the body carries it), parsed by the contract's schema, sent by create or update.
 */
export function recordForm<TRecord extends StampedRecord, C extends z.ZodType, U extends z.ZodType, R, V>(
  options: RecordFormOptions<TRecord, C, U, R, V>,
): FormSource<V> {
  const { record, api, schemas } = options;
  const toInput = options.toInput ?? ((values: V) => values as RecordInput<C, U>);
  return {
    mode: record ? 'update' : 'create',
    schema: record ? schemas.update : schemas.create,
    initialValues: record
      ? (options.toForm?.(record) ?? (pickFields(record, [schemas.create, schemas.update]) as Partial<V>))
      : ({ ...schemaDefaults(schemas.create), ...options.defaults } as Partial<V>),
    submit: async (values) => {
      const input = toInput(values, record) as object;
      if (!record)
        return api.create(schemas.create.parse(emptyToAbsent(schemas.create, input)) as z.input<C>);
      const body = {
        ...emptyToAbsent(schemas.update, input),
        ...(schemaKeys(schemas.update).includes('id') ? { id: record.id } : {}),
        concurrencyStamp: record.concurrencyStamp,
      };
      return api.update(record.id, schemas.update.parse(body) as z.input<U>);
    },
    invalidate: options.invalidate ?? api.keys.lists(),
    onSaved: options.onSaved as FormSource<V>['onSaved'],
  };
}

/** Either kind of options, as a frame's body takes them (its overloads give the precise types). */
export type AnyFormOptions<V> =
  | RecordFormOptions<StampedRecord, z.ZodType, z.ZodType, unknown, V>
  | PlainFormOptions<V>;

/** The form source of either kind of options. */
export function formSource<V>(options: AnyFormOptions<V>): FormSource<V> {
  if (options.api) return recordForm(options);
  const plain = options as PlainFormOptions<V>;
  return {
    mode: plain.mode,
    schema: plain.schema,
    initialValues: plain.initialValues,
    submit: plain.onSubmit,
    invalidate: plain.invalidate,
    onSaved: plain.onSaved,
  };
}

/** What a form's frame (a dialog, a page) takes whichever way it saves. */
export interface FormFrame<V> {
  title: ReactNode;
  /** Another success message than Created/Updated successfully; false when onSaved shows its own. */
  successMessage?: ReactNode | false;
  /** Business refusals that belong to a field, by error code (see `useFormSubmit`). */
  fieldOfCode?: Readonly<Record<string, string>>;
  children: ReactNode | ((form: FormInstance<V>) => ReactNode);
}

/**
 * A frame's props: what the frame itself takes (`Frame`, V-free) and the form's, of one kind or the other.
 */
export type RecordFrameProps<
  Frame,
  TRecord extends StampedRecord,
  C extends z.ZodType,
  U extends z.ZodType,
  R,
  V,
> = Frame & FormFrame<V> & RecordFormOptions<TRecord, C, U, R, V>;
export type PlainFrameProps<Frame, V> = Frame & FormFrame<V> & PlainFormOptions<V>;

/** A frame component's two ways of being called: on a record (`api` and `schemas`) or saving its own way. */
export interface FormFrameComponent<Frame> {
  <C extends z.ZodType, U extends z.ZodType, TRecord extends StampedRecord, R, V = z.input<C>>(
    props: RecordFrameProps<Frame, TRecord, C, U, R, V>,
  ): ReactElement;
  <V extends object>(props: PlainFrameProps<Frame, V>): ReactElement;
}
