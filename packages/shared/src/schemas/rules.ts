/**
 * The generic validation rule set (spec §5) as zod checks, composed on a schema with `.check(…)`:
 *
 *   textSchema.trim().check(rules.required(), rules.alphaSpaces(), rules.max(100))
 *   z.object({ password, password_confirmation }).check(rules.confirmed('password'))
 *   fileSchema.check(rules.image(), rules.size(512), rules.dimensions({ width: 64, height: 64 }))
 *
 * Every rule but `required`/`requiredIf` lets an empty value (undefined, null, '', no files) pass, so a rule says one
 * thing and `required` decides whether the field may stay empty. Each issue carries the rule's name and parameters;
 * `translateIssue` turns it into the rule's message in the reader's language (rule-messages.ts), naming the field
 * when the rule was given `{ field }`. The file rules take a browser `File` or anything with its `name`, `type` and
 * `size` (the server describes an upload so); `dimensions` reads the image's header, so it is asynchronous: parse with
 * `parseAsync`/`safeParseAsync` (react-hook-form's zod resolver does).
 */
import { z } from 'zod';
import type { RuleParams } from './messages.ts';
import type { FieldLabel, RuleName } from './rule-messages.ts';

/** Options every rule takes: the field's label, for a message that names it. */
export interface RuleOptions {
  field?: FieldLabel;
}

/** What the file rules read of a file: a browser `File`, or an upload described by the server. */
export interface FileLike {
  name?: string;
  type?: string;
  size: number;
}

type Check<T> = z.core.$ZodCheck<T>;

const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const issueParams = (rule: RuleName, params: RuleParams, options: RuleOptions = {}): { params: RuleParams & { rule: RuleName } } => ({
  params: { rule, ...params, ...(options.field === undefined ? {} : { field: options.field }) },
});

/** The rules that judge each item of a list (several files, several choices) rather than the list. */
const PER_ITEM: ReadonlySet<RuleName> = new Set(['oneOf', 'excluded', 'size', 'mimes', 'ext', 'image']);

/** A rule over one value: empty values pass. */
function rule<T>(name: RuleName, test: (value: NonNullable<unknown>) => boolean, params: RuleParams = {}, options?: RuleOptions): Check<T> {
  return z.refine<T>(
    (value) => {
      if (isEmpty(value)) return true;
      if (Array.isArray(value) && PER_ITEM.has(name)) return value.every((item) => test(item as NonNullable<unknown>));
      return test(value as NonNullable<unknown>);
    },
    issueParams(name, params, options),
  );
}

// ---------------------------------------------------------------- text

const ALPHA = /^\p{L}+$/u;
const ALPHA_DASH = /^[\p{L}\p{N}_-]+$/u;
const ALPHA_NUM = /^[\p{L}\p{N}]+$/u;
const ALPHA_SPACES = /^[\p{L}\s]+$/u;
const text = (value: unknown): string => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '');
const matches = (pattern: RegExp) => (value: unknown) =>
  (typeof value === 'string' || typeof value === 'number') && pattern.test(text(value));
const lengthOf = (value: unknown): number =>
  typeof value === 'string' || typeof value === 'number' ? text(value).length : Array.isArray(value) ? value.length : 0;

// ---------------------------------------------------------------- numbers

/** A number, or a text that is one ("12", "-0.5"; not "", "1e3" or "0x10"). */
const toNumber = (value: unknown): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value.trim());
  return undefined;
};
const numberWhere = (test: (n: number) => boolean) => (value: unknown) => {
  const n = toNumber(value);
  return n !== undefined && test(n);
};

// ---------------------------------------------------------------- files

const isFileLike = (value: unknown): value is FileLike =>
  typeof value === 'object' && value !== null && typeof (value as FileLike).size === 'number';
const extensionOf = (name = ''): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'svg', 'webp'];
/** `image/png` matches `image/png` and `image/*`. */
const mimeMatches = (type: string, pattern: string): boolean => {
  const [kind, sub] = pattern.toLowerCase().split('/');
  const [typeKind, typeSub] = type.toLowerCase().split(';')[0]!.trim().split('/');
  return kind === typeKind && (sub === '*' || sub === typeSub);
};

interface BlobReader {
  result: unknown;
  error: unknown;
  onload: (() => void) | null;
  onerror: (() => void) | null;
  readAsArrayBuffer(blob: Blob): void;
}

/** The first bytes of a file: enough for every header `imageSize` reads. */
async function head(file: Blob, bytes = 65_536): Promise<Uint8Array> {
  const part = file.slice(0, bytes);
  if (typeof part.arrayBuffer === 'function') return new Uint8Array(await part.arrayBuffer());
  // Older DOM implementations (jsdom) have no Blob.arrayBuffer: read through FileReader there (the server has none).
  const Reader = (globalThis as { FileReader?: new () => BlobReader }).FileReader;
  if (!Reader) return new Uint8Array(0);
  return new Promise((resolve, reject) => {
    const reader = new Reader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(part);
  });
}

/** Width and height of a PNG, GIF, JPEG, BMP or WebP image from its first bytes; undefined for anything else. */
export function imageSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ascii = (from: number, length: number) => String.fromCharCode(...bytes.subarray(from, from + length));
  if (bytes.length >= 24 && ascii(1, 3) === 'PNG' && ascii(12, 4) === 'IHDR')
    return { width: view.getUint32(16), height: view.getUint32(20) };
  if (bytes.length >= 10 && ascii(0, 3) === 'GIF') return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
  if (bytes.length >= 26 && ascii(0, 2) === 'BM') return { width: view.getInt32(18, true), height: Math.abs(view.getInt32(22, true)) };
  if (bytes.length >= 30 && ascii(0, 4) === 'RIFF' && ascii(8, 4) === 'WEBP') {
    const chunk = ascii(12, 4);
    if (chunk === 'VP8 ') return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
    if (chunk === 'VP8L') {
      const bits = view.getUint32(21, true);
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
    if (chunk === 'VP8X') {
      const width = 1 + (bytes[24]! | (bytes[25]! << 8) | (bytes[26]! << 16));
      const height = 1 + (bytes[27]! | (bytes[28]! << 8) | (bytes[29]! << 16));
      return { width, height };
    }
    return undefined;
  }
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    // JPEG: walk the segments to the first start-of-frame marker (C0–CF but C4, C8, CC).
    let at = 2;
    while (at + 9 < bytes.length) {
      if (bytes[at] !== 0xff) return undefined;
      const marker = bytes[at + 1]!;
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { width: view.getUint16(at + 7), height: view.getUint16(at + 5) };
      }
      at += 2 + view.getUint16(at + 2);
    }
  }
  return undefined;
}

const listText = (items: readonly string[]) => items.join(', ');

// ---------------------------------------------------------------- the rules

export const rules = {
  /** Not empty: not undefined, null, blank text or an empty list. 'To pole jest wymagane'. */
  required: <T = unknown>(options?: RuleOptions): Check<T> => z.refine<T>((value) => !isEmpty(value), issueParams('required', {}, options)),

  /**
   * `field` is required while `target` has one of `values` (on the object: the issue lands on `field`):
   * `z.object({...}).check(rules.requiredIf('reason', 'status', ['rejected']))`.
   */
  requiredIf: <T extends object>(
    field: keyof T & string,
    target: keyof T & string,
    values: readonly unknown[],
    options?: RuleOptions,
  ): Check<T> =>
    z.refine<T>(
      (object) => {
        const record = object as Record<string, unknown>;
        return !values.includes(record[target]) || !isEmpty(record[field]);
      },
      { path: [field], ...issueParams('required_if', {}, options) },
    ),

  /** Letters only (any alphabet). */
  alpha: <T = string>(options?: RuleOptions): Check<T> => rule('alpha', matches(ALPHA), {}, options),
  /** Letters, digits, dashes and underscores. */
  alphaDash: <T = string>(options?: RuleOptions): Check<T> => rule('alpha_dash', matches(ALPHA_DASH), {}, options),
  /** Letters and digits. */
  alphaNum: <T = string>(options?: RuleOptions): Check<T> => rule('alpha_num', matches(ALPHA_NUM), {}, options),
  /** Letters and spaces. */
  alphaSpaces: <T = string>(options?: RuleOptions): Check<T> => rule('alpha_spaces', matches(ALPHA_SPACES), {}, options),

  /** At least `min` characters (or items). */
  min: <T = string>(min: number, options?: RuleOptions): Check<T> => rule('min', (value) => lengthOf(value) >= min, { min }, options),
  /** At most `max` characters (or items). */
  max: <T = string>(max: number, options?: RuleOptions): Check<T> => rule('max', (value) => lengthOf(value) <= max, { max }, options),
  /** Exactly `length` characters (or items). */
  length: <T = string>(length: number, options?: RuleOptions): Check<T> =>
    rule('length', (value) => lengthOf(value) === length, { length }, options),

  /** A number (or numeric text) of at least `min`. */
  minValue: <T = number>(min: number, options?: RuleOptions): Check<T> =>
    rule(
      'min_value',
      numberWhere((n) => n >= min),
      { min },
      options,
    ),
  /** A number (or numeric text) of at most `max`. */
  maxValue: <T = number>(max: number, options?: RuleOptions): Check<T> =>
    rule(
      'max_value',
      numberWhere((n) => n <= max),
      { max },
      options,
    ),
  /** A number (or numeric text) from `min` to `max`, both included. */
  between: <T = number>(min: number, max: number, options?: RuleOptions): Check<T> =>
    rule(
      'between',
      numberWhere((n) => n >= min && n <= max),
      { min, max },
      options,
    ),
  /** A whole number (or a text that is one). */
  integer: <T = number>(options?: RuleOptions): Check<T> => rule('integer', numberWhere(Number.isInteger), {}, options),
  /** Digits only ("007"). */
  numeric: <T = string>(options?: RuleOptions): Check<T> => rule('numeric', matches(/^\d+$/), {}, options),
  /** Exactly `length` digits (a code, a PIN). */
  digits: <T = string>(length: number, options?: RuleOptions): Check<T> =>
    rule('digits', matches(new RegExp(`^\\d{${length}}$`)), { length }, options),
  /**
   * A decimal number with a dot (or with `separator: 'comma'`), with any number of decimals or exactly `decimals`;
   * a number value passes when it has no more than `decimals`.
   */
  double: <T = string | number>(settings: { decimals?: number; separator?: 'dot' | 'comma' } & RuleOptions = {}): Check<T> => {
    const separator = settings.separator === 'comma' ? ',' : '\\.';
    const fraction = settings.decimals === undefined ? '\\d*' : `\\d{${settings.decimals}}`;
    const pattern = new RegExp(`^-?\\d+(${separator}${fraction})?$`);
    return rule(
      'double',
      (value) => {
        if (typeof value === 'number')
          return Number.isFinite(value) && (settings.decimals === undefined || Number(value.toFixed(settings.decimals)) === value);
        return typeof value === 'string' && pattern.test(value.trim());
      },
      {},
      settings,
    );
  },

  /** One of `values`. */
  oneOf: <T = unknown>(values: readonly unknown[], options?: RuleOptions): Check<T> =>
    rule('oneOf', (value) => values.includes(value), {}, options),
  /** None of `values`. */
  excluded: <T = unknown>(values: readonly unknown[], options?: RuleOptions): Check<T> =>
    rule('excluded', (value) => !values.includes(value), {}, options),
  /** An e-mail address. */
  email: <T = string>(options?: RuleOptions): Check<T> =>
    rule('email', (value) => typeof value === 'string' && z.email().safeParse(value).success, {}, options),
  /** Matches `pattern`. */
  regex: <T = string>(pattern: RegExp, options?: RuleOptions): Check<T> =>
    rule(
      'regex',
      (value) => {
        pattern.lastIndex = 0;
        return (typeof value === 'string' || typeof value === 'number') && pattern.test(text(value));
      },
      {},
      options,
    ),

  /**
   * On the object: `confirmation` (by default `<target>_confirmation`) equals `target`; the issue lands on the
   * confirmation, and a `field` option names the confirmed field ("Potwierdzenie pola „Hasło” nie zgadza się").
   */
  confirmed: <T extends object>(target: keyof T & string, options: RuleOptions & { confirmation?: keyof T & string } = {}): Check<T> => {
    const confirmation = options.confirmation ?? `${target}_confirmation`;
    return z.refine<T>(
      (object) => {
        const record = object as Record<string, unknown>;
        return record[confirmation] === record[target];
      },
      { path: [confirmation], ...issueParams('confirmed', {}, options) },
    );
  },

  // ------------------------------------------------------------ files (a File or { name, type, size }; or a list of them)

  /** Smaller than `kb` kilobytes (at most `kb` × 1024 bytes). */
  size: <T = FileLike>(kb: number, options?: RuleOptions): Check<T> =>
    rule('size', (file) => isFileLike(file) && file.size <= kb * 1024, { size: kb }, options),
  /** A MIME type among `types` (`image/*` for any image). */
  mimes: <T = FileLike>(types: readonly string[], options?: RuleOptions): Check<T> =>
    rule(
      'mimes',
      (file) => isFileLike(file) && types.some((pattern) => mimeMatches(file.type ?? '', pattern)),
      { mimes: listText(types) },
      options,
    ),
  /** A file name ending in one of `extensions` (without the dot, any case). */
  ext: <T = FileLike>(extensions: readonly string[], options?: RuleOptions): Check<T> => {
    const allowed = extensions.map((e) => e.replace(/^\./, '').toLowerCase());
    return rule('ext', (file) => isFileLike(file) && allowed.includes(extensionOf(file.name)), { ext: listText(allowed) }, options);
  },
  /** An image: an `image/…` type, or for a file without a type, an image's extension. */
  image: <T = FileLike>(options?: RuleOptions): Check<T> =>
    rule(
      'image',
      (file) => isFileLike(file) && (file.type ? mimeMatches(file.type, 'image/*') : IMAGE_EXTENSIONS.includes(extensionOf(file.name))),
      {},
      options,
    ),
  /** An image of exactly `width` × `height` pixels, read from the file's header (asynchronous: parse with `parseAsync`). */
  dimensions: <T = Blob>(size: { width: number; height: number }, options?: RuleOptions): Check<T> =>
    z.refine<T>(
      async (value) => {
        if (isEmpty(value)) return true;
        const files = (Array.isArray(value) ? value : [value]) as unknown[];
        for (const file of files) {
          if (!(typeof Blob !== 'undefined' && file instanceof Blob)) return false;
          const found = imageSize(await head(file));
          if (!found || found.width !== size.width || found.height !== size.height) return false;
        }
        return true;
      },
      issueParams('dimensions', { width: size.width, height: size.height }, options),
    ),
};
