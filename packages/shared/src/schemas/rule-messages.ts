/**
 * The texts of the generic rule set (spec §5, `rules.ts`) in both languages. Every rule has two forms: without a
 * field label (the message sits under its field, so "To pole …" / "This field …" is enough; where the product's
 * catalogue already has that text, `plain` names its key so the two never drift apart) and with one (`{field}`,
 * for messages read away from the field, e.g. a 422's summary).
 */
import type { MessageKey, ValidationLang } from './messages.ts';

export const RULE_NAMES = [
  'alpha',
  'alpha_dash',
  'alpha_num',
  'alpha_spaces',
  'between',
  'confirmed',
  'digits',
  'dimensions',
  'email',
  'excluded',
  'ext',
  'image',
  'oneOf',
  'integer',
  'length',
  'max',
  'max_value',
  'mimes',
  'min',
  'min_value',
  'numeric',
  'regex',
  'required',
  'required_if',
  'size',
  'double',
] as const;
export type RuleName = (typeof RULE_NAMES)[number];

/** `plain`: a text of its own, or the key of the main catalogue's text; `named`: the text with `{field}`. */
export interface RuleTexts {
  plain: string | { key: MessageKey };
  named: string;
}

const pl: Record<RuleName, RuleTexts> = {
  alpha: { plain: 'To pole może zawierać tylko litery', named: 'Pole „{field}” może zawierać tylko litery' },
  alpha_dash: {
    plain: 'To pole może zawierać tylko litery, cyfry, myślniki i podkreślenia',
    named: 'Pole „{field}” może zawierać tylko litery, cyfry, myślniki i podkreślenia',
  },
  alpha_num: { plain: 'To pole może zawierać tylko litery i cyfry', named: 'Pole „{field}” może zawierać tylko litery i cyfry' },
  alpha_spaces: { plain: 'To pole może zawierać tylko litery i spacje', named: 'Pole „{field}” może zawierać tylko litery i spacje' },
  between: { plain: 'To pole musi mieć wartość od {min} do {max}', named: 'Pole „{field}” musi mieć wartość od {min} do {max}' },
  confirmed: { plain: { key: 'confirmed' }, named: 'Potwierdzenie pola „{field}” nie zgadza się' },
  digits: { plain: { key: 'digits' }, named: 'Pole „{field}” musi składać się z {length} cyfr' },
  dimensions: { plain: 'Obraz musi mieć {width} × {height} pikseli', named: 'Obraz w polu „{field}” musi mieć {width} × {height} pikseli' },
  email: { plain: { key: 'email' }, named: 'Pole „{field}” musi być poprawnym adresem e-mail' },
  excluded: { plain: 'Ta wartość jest niedozwolona', named: 'Pole „{field}” ma niedozwoloną wartość' },
  ext: { plain: 'Plik musi mieć rozszerzenie: {ext}', named: 'Plik w polu „{field}” musi mieć rozszerzenie: {ext}' },
  image: { plain: 'Plik musi być obrazem', named: 'Plik w polu „{field}” musi być obrazem' },
  oneOf: { plain: { key: 'one_of' }, named: 'Pole „{field}” musi mieć jedną z dozwolonych wartości' },
  integer: { plain: { key: 'integer' }, named: 'Pole „{field}” musi być liczbą całkowitą' },
  length: { plain: { key: 'length' }, named: 'Pole „{field}” musi mieć dokładnie {length} znaków' },
  max: { plain: { key: 'max_string' }, named: 'Pole „{field}” może mieć najwyżej {max} znaków' },
  max_value: { plain: { key: 'max_value' }, named: 'Pole „{field}” musi być mniejsze lub równe {max}' },
  mimes: { plain: 'Plik musi być typu: {mimes}', named: 'Plik w polu „{field}” musi być typu: {mimes}' },
  min: { plain: { key: 'min_string' }, named: 'Pole „{field}” musi mieć co najmniej {min} znaków' },
  min_value: { plain: { key: 'min_value' }, named: 'Pole „{field}” musi być większe lub równe {min}' },
  numeric: { plain: 'To pole może zawierać tylko cyfry', named: 'Pole „{field}” może zawierać tylko cyfry' },
  regex: { plain: { key: 'regex' }, named: 'Pole „{field}” ma niepoprawny format' },
  required: { plain: { key: 'required' }, named: 'Pole „{field}” jest wymagane' },
  required_if: { plain: { key: 'required' }, named: 'Pole „{field}” jest wymagane' },
  size: { plain: 'Plik musi być mniejszy niż {size} KB', named: 'Plik w polu „{field}” musi być mniejszy niż {size} KB' },
  double: { plain: 'To pole musi być liczbą dziesiętną', named: 'Pole „{field}” musi być liczbą dziesiętną' },
};

const en: Record<RuleName, RuleTexts> = {
  alpha: { plain: 'This field may only contain letters', named: 'The {field} field may only contain letters' },
  alpha_dash: {
    plain: 'This field may only contain letters, digits, dashes and underscores',
    named: 'The {field} field may only contain letters, digits, dashes and underscores',
  },
  alpha_num: { plain: 'This field may only contain letters and digits', named: 'The {field} field may only contain letters and digits' },
  alpha_spaces: { plain: 'This field may only contain letters and spaces', named: 'The {field} field may only contain letters and spaces' },
  between: { plain: 'This field must be between {min} and {max}', named: 'The {field} field must be between {min} and {max}' },
  confirmed: { plain: { key: 'confirmed' }, named: 'The {field} confirmation does not match' },
  digits: { plain: { key: 'digits' }, named: 'The {field} field must be {length} digits' },
  dimensions: { plain: 'The image must be {width} × {height} pixels', named: 'The {field} image must be {width} × {height} pixels' },
  email: { plain: { key: 'email' }, named: 'The {field} field must be a valid e-mail address' },
  excluded: { plain: 'This value is not allowed', named: 'The {field} field has a value that is not allowed' },
  ext: { plain: 'The file must have one of the extensions: {ext}', named: 'The {field} file must have one of the extensions: {ext}' },
  image: { plain: 'The file must be an image', named: 'The {field} file must be an image' },
  oneOf: { plain: { key: 'one_of' }, named: 'The {field} field must be one of the allowed values' },
  integer: { plain: { key: 'integer' }, named: 'The {field} field must be an integer' },
  length: { plain: { key: 'length' }, named: 'The {field} field must be exactly {length} characters' },
  max: { plain: { key: 'max_string' }, named: 'The {field} field may not be longer than {max} characters' },
  max_value: { plain: { key: 'max_value' }, named: 'The {field} field may not be greater than {max}' },
  mimes: { plain: 'The file must be of type: {mimes}', named: 'The {field} file must be of type: {mimes}' },
  min: { plain: { key: 'min_string' }, named: 'The {field} field must be at least {min} characters' },
  min_value: { plain: { key: 'min_value' }, named: 'The {field} field must be at least {min}' },
  numeric: { plain: 'This field may only contain digits', named: 'The {field} field may only contain digits' },
  regex: { plain: { key: 'regex' }, named: 'The {field} field format is invalid' },
  required: { plain: { key: 'required' }, named: 'The {field} field is required' },
  required_if: { plain: { key: 'required' }, named: 'The {field} field is required' },
  size: { plain: 'The file must be smaller than {size} KB', named: 'The {field} file must be smaller than {size} KB' },
  double: { plain: 'This field must be a decimal number', named: 'The {field} field must be a decimal number' },
};

export const RULE_MESSAGES: Record<ValidationLang, Record<RuleName, RuleTexts>> = { pl, en };

/** A field's name as a rule shows it: one text for both languages, or one per language. */
export type FieldLabel = string | Readonly<Record<ValidationLang, string>>;

export const fieldLabel = (lang: ValidationLang, label: FieldLabel): string => (typeof label === 'string' ? label : label[lang]);
