/**
 * Phone numbers as people type them into a profile ("600 100 200", "+48 (22) 123-45-67", "0048600100200") turned
 * into E.164 (`+48600100200`), the form both gateways take. Hand-written: the one rule we need is "a national number
 * gets the default country code", and libphonenumber's metadata would be megabytes for it.
 */

/** Poland's national significant numbers have 9 digits: a longer one that starts with 48 already carries the code. */
const NATIONAL_NUMBER_DIGITS = 9;
/** E.164: at most 15 digits after the +; the shortest numbers in use have 7. */
const E164 = /^\+[1-9]\d{6,14}$/;
/** What people put between digits. */
const SEPARATORS = /[\s\-./()]/g;

/** A country calling code as SMS_DEFAULT_COUNTRY_CODE gives it: 1 to 3 digits, no leading zero. */
export const COUNTRY_CODE = /^[1-9]\d{0,2}$/;

/**
 * The number in E.164, or null when it cannot be one (letters, too short, an e-mail address).
 * `+…` and `00…` are international; anything else is national and gets `defaultCountryCode`, after dropping one
 * leading trunk 0 (`0151 …` in Germany); digits that already start with the default code and are longer than a
 * national number are taken as international without the +.
 */
export function toE164(raw: string, defaultCountryCode: string): string | null {
  const compact = raw.trim().replace(SEPARATORS, '');
  let candidate: string;
  if (compact.startsWith('+')) candidate = compact;
  else if (compact.startsWith('00')) candidate = `+${compact.slice(2)}`;
  else if (compact.startsWith(defaultCountryCode) && compact.length > NATIONAL_NUMBER_DIGITS) candidate = `+${compact}`;
  else candidate = `+${defaultCountryCode}${compact.replace(/^0/, '')}`;
  return E164.test(candidate) ? candidate : null;
}
