/** The invoice PDF made on the CPU pool (platform/cpu-work): pdf-lib's layout and font subsetting take ~100 ms a document. */
import type { InvoiceTimeSummary } from '../../platform/db/schema';
import type { InvoiceDocument } from './document';
import { offThreadTask } from '../../platform/cpu-work/cpu-pool';
import { invoicePdf } from './pdf';

export const invoicePdfTask = offThreadTask((task: { doc: InvoiceDocument; summary: InvoiceTimeSummary | null }): Promise<Uint8Array> =>
  invoicePdf(task.doc, task.summary),
);
