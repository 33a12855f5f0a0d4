/**
 * Dev only: writes every e-mail template in both languages to a directory (HTML and text side by side), to look at
 * them in a browser or mail client. `node --import tsx scripts/mail-samples.ts [dir]` (default: /tmp/mail-samples).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MAIL_SAMPLES } from '../src/platform/mail-templates/samples';

const dir = path.resolve(process.argv[2] ?? '/tmp/mail-samples');
mkdirSync(dir, { recursive: true });
for (const [name, render] of Object.entries(MAIL_SAMPLES)) {
  for (const lang of ['pl', 'en'] as const) {
    const mail = render(lang);
    writeFileSync(path.join(dir, `${name}.${lang}.html`), mail.html);
    writeFileSync(path.join(dir, `${name}.${lang}.txt`), `Subject: ${mail.subject}\n\n${mail.text}`);
  }
}
console.log(`${Object.keys(MAIL_SAMPLES).length * 2} e-mails written to ${dir}`);
