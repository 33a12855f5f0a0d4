/** A month's FA(3) files in one ZIP for the accountant: one entry per invoice document, named after its number. */
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { InvoiceDocument } from './document-type';
import { fa3FileName, fa3Xml } from './fa3-xml';

export function monthXmlZip(docs: InvoiceDocument[], createdAt: Date): Uint8Array {
  const entries: Zippable = {};
  for (const doc of docs) {
    let name = fa3FileName(doc.number);
    // Two numbers that differ only in characters a file name cannot hold keep both files.
    if (entries[name]) name = name.replace(/\.xml$/, `_${doc.id}.xml`);
    entries[name] = [strToU8(fa3Xml(doc, { createdAt })), { mtime: createdAt }];
  }
  return zipSync(entries, { level: 6 });
}
