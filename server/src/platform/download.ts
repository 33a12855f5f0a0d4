import { create } from 'content-disposition';

/** Polish letters NFD does not split into a base letter and a mark. */
const STROKED: Record<string, string> = { ł: 'l', Ł: 'L' };

/**
 * The ASCII name an old client shows: Polish letters without their marks, anything else outside printable ASCII
 * (and the quote and backslash a quoted-string would have to escape) as '_'.
 */
export const asciiFileName = (name: string): string =>
  name
    .replace(/[łŁ]/g, (c) => STROKED[c]!)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');

/**
 * The one Content-Disposition every download sends (RFC 6266 via the `content-disposition` package): an ASCII
 * `filename` and, when the name is not plain ASCII, `filename*=UTF-8''…` with the real one. A name never reaches the
 * header unencoded, so a quote, a semicolon or a line break in it cannot change the header.
 */
export const attachmentDisposition = (fileName: string): string => create(fileName, { fallback: asciiFileName(fileName) });
