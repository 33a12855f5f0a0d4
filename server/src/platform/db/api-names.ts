/**
 * A row's columns under the API's names and back. The API names a field as the database names its column
 * (`short_name`; `shortName` in the schema, drizzle's `casing: 'snake_case'`), so the names are converted with drizzle's
 * own casing rule instead of being listed field by field; nested JSON objects (`business_hours`) are converted too.
 */
import { toCamelCase, toSnakeCase } from 'drizzle-orm/casing';

/** `shortName` → `short_name`, as `toSnakeCase` (lower-case letters and digits in words, one capital starting each). */
export type SnakeName<K extends string> = K extends `${infer H}${infer T}`
  ? `${H extends Lowercase<H> ? H : `_${Lowercase<H>}`}${SnakeName<T>}`
  : K;
/** `short_name` → `shortName`, as `toCamelCase`. */
export type CamelName<K extends string> = K extends `${infer H}_${infer T}` ? `${H}${Capitalize<CamelName<T>>}` : K;

type Leaf = string | number | boolean | bigint | symbol | null | undefined | Date;
export type SnakeCased<T> = T extends Leaf
  ? T
  : T extends readonly (infer E)[]
    ? SnakeCased<E>[]
    : { [K in keyof T as K extends string ? SnakeName<K> : K]: SnakeCased<T[K]> };
export type CamelCased<T> = T extends Leaf
  ? T
  : T extends readonly (infer E)[]
    ? CamelCased<E>[]
    : { [K in keyof T as K extends string ? CamelName<K> : K]: CamelCased<T[K]> };

/** The API names of a row's columns. */
export type ApiNameOf<Row> = { [K in keyof Row & string]: SnakeName<K> }[keyof Row & string];

function renamed(value: unknown, name: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item: unknown) => renamed(item, name));
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [name(key), renamed(item, name)]));
}

/** The row's columns named by `fields` (API names), under those names. */
export function apiFields<Row extends object, F extends ApiNameOf<Row>>(
  row: Row,
  fields: readonly F[],
): { [K in F]: SnakeCased<Row[CamelName<K> & keyof Row]> } {
  const record = row as Record<string, unknown>;
  return Object.fromEntries(fields.map((field) => [field, renamed(record[toCamelCase(field)], toSnakeCase)])) as {
    [K in F]: SnakeCased<Row[CamelName<K> & keyof Row]>;
  };
}

/** The body's fields named by `fields`, under their column names: the values to insert or update. */
export function columnValues<Body extends object, F extends keyof Body & string>(
  body: Body,
  fields: readonly F[],
): { [K in F as CamelName<K>]: CamelCased<Body[K]> } {
  const record = body as Record<string, unknown>;
  return Object.fromEntries(fields.map((field) => [toCamelCase(field), renamed(record[field], toCamelCase)])) as {
    [K in F as CamelName<K>]: CamelCased<Body[K]>;
  };
}
