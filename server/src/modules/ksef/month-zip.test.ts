/** The month's ZIP: safe entry names, and an entry read back is a valid FA(3) file. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { strFromU8, unzipSync } from 'fflate';
import { monthXmlZip } from './month-zip';
import { correction, noNipInvoice, validateFa3, vatInvoice } from './test-documents';

describe('month ZIP of FA(3) files', () => {
  it('holds one file per invoice, named after its number, each a valid FA(3) document', () => {
    const zip = monthXmlZip([vatInvoice(), noNipInvoice(), correction(null)], new Date('2026-11-20T10:00:00Z'));
    const files = unzipSync(zip);
    assert.deepEqual(Object.keys(files).sort(), ['FK_2026_11_1.xml', 'FV_2026_10_1.xml', 'FV_2026_10_2.xml']);
    const xml = strFromU8(files['FV_2026_10_2.xml']!);
    assert.match(xml, /<P_2>FV\/2026\/10\/2<\/P_2>/);
    const result = validateFa3(xml);
    assert.ok(result.ok, result.output);
    assert.ok(validateFa3(strFromU8(files['FK_2026_11_1.xml']!)).ok);
  });

  it('keeps both files when two numbers map to one name, and an empty month is an empty archive', () => {
    const files = unzipSync(monthXmlZip([vatInvoice(), vatInvoice({ id: 9, number: 'FV 2026 10 1' })], new Date()));
    assert.deepEqual(Object.keys(files).sort(), ['FV_2026_10_1.xml', 'FV_2026_10_1_9.xml']);
    assert.deepEqual(Object.keys(unzipSync(monthXmlZip([], new Date()))), []);
  });
});
