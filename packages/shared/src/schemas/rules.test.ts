import { z } from 'zod';
import { errorMap, type ValidationLang } from './messages.ts';
import { RULE_NAMES } from './rule-messages.ts';
import { imageSize, rules } from './rules.ts';

/** The messages a value gets in one language (none: it passes). */
const messages = async (schema: z.ZodType, value: unknown, lang: ValidationLang): Promise<string[]> => {
  const result = await schema.safeParseAsync(value, { error: errorMap(lang) });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};
const texts = z.string();
const numbers = z.number();
const anything = z.unknown();
const files = z.custom<unknown>(() => true);

/** A 1×1 PNG's header (signature, IHDR with width and height). */
function png(width: number, height: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

interface Case {
  rule: (typeof RULE_NAMES)[number];
  schema: z.ZodType;
  valid: unknown[];
  invalid: unknown;
  pl: string;
  en: string;
}

const CASES: Case[] = [
  {
    rule: 'alpha',
    schema: texts.check(rules.alpha()),
    valid: ['Zażółć', ''],
    invalid: 'abc1',
    pl: 'To pole może zawierać tylko litery',
    en: 'This field may only contain letters',
  },
  {
    rule: 'alpha_dash',
    schema: texts.check(rules.alphaDash()),
    valid: ['ab-c_1ż'],
    invalid: 'ab c',
    pl: 'To pole może zawierać tylko litery, cyfry, myślniki i podkreślenia',
    en: 'This field may only contain letters, digits, dashes and underscores',
  },
  {
    rule: 'alpha_num',
    schema: texts.check(rules.alphaNum()),
    valid: ['abc123Ł'],
    invalid: 'ab-1',
    pl: 'To pole może zawierać tylko litery i cyfry',
    en: 'This field may only contain letters and digits',
  },
  {
    rule: 'alpha_spaces',
    schema: texts.check(rules.alphaSpaces()),
    valid: ['Jan Kowalski'],
    invalid: 'Jan2',
    pl: 'To pole może zawierać tylko litery i spacje',
    en: 'This field may only contain letters and spaces',
  },
  {
    rule: 'between',
    schema: numbers.check(rules.between(1, 10)),
    valid: [1, 10, 5.5],
    invalid: 11,
    pl: 'To pole musi mieć wartość od 1 do 10',
    en: 'This field must be between 1 and 10',
  },
  {
    rule: 'confirmed',
    schema: z.object({ password: z.string(), password_confirmation: z.string() }).check(rules.confirmed('password')),
    valid: [{ password: 'a', password_confirmation: 'a' }],
    invalid: { password: 'a', password_confirmation: 'b' },
    pl: 'Potwierdzenie pola nie zgadza się',
    en: 'The field confirmation does not match',
  },
  {
    rule: 'digits',
    schema: texts.check(rules.digits(6)),
    valid: ['012345'],
    invalid: '12345',
    pl: 'Pole musi składać się z 6 cyfr',
    en: 'The field must be 6 digits',
  },
  {
    rule: 'dimensions',
    schema: files.check(rules.dimensions({ width: 64, height: 32 })),
    valid: [new Blob([png(64, 32)], { type: 'image/png' })],
    invalid: new Blob([png(64, 64)], { type: 'image/png' }),
    pl: 'Obraz musi mieć 64 × 32 pikseli',
    en: 'The image must be 64 × 32 pixels',
  },
  {
    rule: 'email',
    schema: texts.check(rules.email()),
    valid: ['jan@example.com'],
    invalid: 'jan@',
    pl: 'Pole musi być poprawnym adresem e-mail',
    en: 'The field must be a valid e-mail address',
  },
  {
    rule: 'excluded',
    schema: texts.check(rules.excluded(['admin', 'root'])),
    valid: ['jan'],
    invalid: 'root',
    pl: 'Ta wartość jest niedozwolona',
    en: 'This value is not allowed',
  },
  {
    rule: 'ext',
    schema: files.check(rules.ext(['xlsx', '.CSV'])),
    valid: [{ name: 'Lista.CSV', size: 1 }, [{ name: 'a.xlsx', size: 1 }]],
    invalid: { name: 'lista.xls', size: 1 },
    pl: 'Plik musi mieć rozszerzenie: xlsx, csv',
    en: 'The file must have one of the extensions: xlsx, csv',
  },
  {
    rule: 'image',
    schema: files.check(rules.image()),
    valid: [
      { name: 'a.bin', type: 'image/webp', size: 1 },
      { name: 'photo.JPG', size: 1 },
    ],
    invalid: { name: 'a.png', type: 'application/pdf', size: 1 },
    pl: 'Plik musi być obrazem',
    en: 'The file must be an image',
  },
  {
    rule: 'oneOf',
    schema: anything.check(rules.oneOf([1, 2])),
    valid: [1, [1, 2]],
    invalid: 3,
    pl: 'Pole musi mieć jedną z dozwolonych wartości',
    en: 'The field must be one of the allowed values',
  },
  {
    rule: 'integer',
    schema: anything.check(rules.integer()),
    valid: [3, '-12'],
    invalid: 2.5,
    pl: 'Pole musi być liczbą całkowitą',
    en: 'The field must be an integer',
  },
  {
    rule: 'length',
    schema: texts.check(rules.length(4)),
    valid: ['ABCD'],
    invalid: 'ABC',
    pl: 'Pole musi mieć dokładnie 4 znaków',
    en: 'The field must be exactly 4 characters',
  },
  {
    rule: 'max',
    schema: texts.check(rules.max(3)),
    valid: ['abc'],
    invalid: 'abcd',
    pl: 'Pole może mieć najwyżej 3 znaków',
    en: 'The field may not be longer than 3 characters',
  },
  {
    rule: 'max_value',
    schema: numbers.check(rules.maxValue(1000)),
    valid: [1000],
    invalid: 1000.5,
    pl: 'Pole musi być mniejsze lub równe 1000',
    en: 'The field may not be greater than 1,000',
  },
  {
    rule: 'mimes',
    schema: files.check(rules.mimes(['application/pdf', 'image/*'])),
    valid: [
      { name: 'a', type: 'application/pdf', size: 1 },
      { name: 'b', type: 'image/png', size: 1 },
    ],
    invalid: { name: 'a', type: 'text/plain', size: 1 },
    pl: 'Plik musi być typu: application/pdf, image/*',
    en: 'The file must be of type: application/pdf, image/*',
  },
  {
    rule: 'min',
    schema: texts.check(rules.min(3)),
    valid: ['abc'],
    invalid: 'ab',
    pl: 'Pole musi mieć co najmniej 3 znaków',
    en: 'The field must be at least 3 characters',
  },
  {
    rule: 'min_value',
    schema: numbers.check(rules.minValue(0.5)),
    valid: [0.5],
    invalid: 0.25,
    pl: 'Pole musi być większe lub równe 0,5',
    en: 'The field must be at least 0.5',
  },
  {
    rule: 'numeric',
    schema: texts.check(rules.numeric()),
    valid: ['007'],
    invalid: '7a',
    pl: 'To pole może zawierać tylko cyfry',
    en: 'This field may only contain digits',
  },
  {
    rule: 'regex',
    schema: texts.check(rules.regex(/^[A-Z]{2}\d+$/)),
    valid: ['PL12'],
    invalid: 'pl12',
    pl: 'Pole ma niepoprawny format',
    en: 'The field format is invalid',
  },
  {
    rule: 'required',
    schema: anything.check(rules.required()),
    valid: ['x', 0, false],
    invalid: '  ',
    pl: 'To pole jest wymagane',
    en: 'This field is required',
  },
  {
    rule: 'required_if',
    schema: z.object({ status: z.string(), reason: z.string().optional() }).check(rules.requiredIf('reason', 'status', ['rejected'])),
    valid: [{ status: 'accepted' }, { status: 'rejected', reason: 'Za długo' }],
    invalid: { status: 'rejected', reason: '' },
    pl: 'To pole jest wymagane',
    en: 'This field is required',
  },
  {
    rule: 'size',
    schema: files.check(rules.size(2)),
    valid: [{ name: 'a', size: 2048 }],
    invalid: { name: 'a', size: 2049 },
    pl: 'Plik musi być mniejszy niż 2 KB',
    en: 'The file must be smaller than 2 KB',
  },
  {
    rule: 'double',
    schema: anything.check(rules.double({ decimals: 2 })),
    valid: ['12.50', 3.25],
    invalid: '12.5',
    pl: 'To pole musi być liczbą dziesiętną',
    en: 'This field must be a decimal number',
  },
];

describe('the generic rule set', () => {
  it('has a case here for every rule of spec §5', () => {
    expect(CASES.map((c) => c.rule).sort()).toEqual([...RULE_NAMES].sort());
  });

  describe.each(CASES)('$rule', ({ schema, valid, invalid, pl, en }) => {
    it('lets valid values through', async () => {
      for (const value of valid) expect(await messages(schema, value, 'pl')).toEqual([]);
    });
    it('refuses with its Polish message', async () => {
      expect(await messages(schema, invalid, 'pl')).toEqual([pl]);
    });
    it('refuses with its English message', async () => {
      expect(await messages(schema, invalid, 'en')).toEqual([en]);
    });
  });

  it('names the field when given its label, in each language', async () => {
    const schema = texts.check(rules.alpha({ field: { pl: 'Imię', en: 'first name' } }), rules.max(3, { field: 'TAG' }));
    expect(await messages(schema, 'ab12', 'pl')).toEqual([
      'Pole „Imię” może zawierać tylko litery',
      'Pole „TAG” może mieć najwyżej 3 znaków',
    ]);
    expect(await messages(schema, 'ab12', 'en')).toEqual([
      'The first name field may only contain letters',
      'The TAG field may not be longer than 3 characters',
    ]);
    const confirm = z
      .object({ password: z.string(), password_confirmation: z.string() })
      .check(rules.confirmed('password', { field: { pl: 'Hasło', en: 'password' } }));
    const result = confirm.safeParse({ password: 'a', password_confirmation: 'b' }, { error: errorMap('pl') });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['password_confirmation'],
      message: 'Potwierdzenie pola „Hasło” nie zgadza się',
    });
    expect(confirm.safeParse({ password: 'a', password_confirmation: 'b' }, { error: errorMap('en') }).error?.issues[0]?.message).toBe(
      'The password confirmation does not match',
    );
  });

  it('lets an empty value pass every rule but required, so a rule never doubles the required message', async () => {
    const optional = texts.check(rules.alpha(), rules.min(3), rules.digits(4), rules.email());
    expect(await messages(optional, '', 'pl')).toEqual([]);
    expect(await messages(texts.check(rules.required(), rules.min(3)), '', 'pl')).toEqual(['To pole jest wymagane']);
  });

  it('counts the items of a list for min, max and length, and judges each file of a list', async () => {
    expect(await messages(z.array(z.number()).check(rules.max(2)), [1, 2, 3], 'en')).toEqual([
      'The field may not be longer than 2 characters',
    ]);
    expect(await messages(files.check(rules.size(1)), [{ size: 10 }, { size: 5000 }], 'pl')).toEqual(['Plik musi być mniejszy niż 1 KB']);
  });

  it('checks the decimal separator and the number of decimals of double', async () => {
    expect(await messages(texts.check(rules.double({ separator: 'comma' })), '12,5', 'pl')).toEqual([]);
    expect(await messages(texts.check(rules.double({ separator: 'comma' })), '12.5', 'pl')).toEqual(['To pole musi być liczbą dziesiętną']);
    expect(await messages(texts.check(rules.double()), '1e3', 'pl')).toEqual(['To pole musi być liczbą dziesiętną']);
  });

  it('reads the size of PNG, GIF, BMP and JPEG headers', () => {
    expect(imageSize(png(640, 480))).toEqual({ width: 640, height: 480 });
    const gif = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x20, 0x00, 0x10, 0x00]);
    expect(imageSize(gif)).toEqual({ width: 32, height: 16 });
    const bmp = new Uint8Array(26);
    bmp.set([0x42, 0x4d]);
    new DataView(bmp.buffer).setInt32(18, 100, true);
    new DataView(bmp.buffer).setInt32(22, -50, true);
    expect(imageSize(bmp)).toEqual({ width: 100, height: 50 });
    // SOI, an APP0 segment of 4 bytes, then SOF0: length 17, precision 8, height 120, width 160.
    const jpeg = new Uint8Array([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x78, 0x00, 0xa0, 0x03,
    ]);
    expect(imageSize(jpeg)).toEqual({ width: 160, height: 120 });
    expect(imageSize(new TextEncoder().encode('not an image'))).toBeUndefined();
  });
});
