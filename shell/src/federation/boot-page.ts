import { BOOT_DATA_ELEMENT_ID } from '@helpdesk/shared';

/** A page (for tests) whose HTML carries `boot` as its boot data block. */
export function bootPage(boot: unknown): Document {
  const doc = document.implementation.createHTMLDocument('shell');
  const script = doc.createElement('script');
  script.type = 'application/json';
  script.id = BOOT_DATA_ELEMENT_ID;
  script.textContent = JSON.stringify(boot);
  doc.head.append(script);
  return doc;
}
