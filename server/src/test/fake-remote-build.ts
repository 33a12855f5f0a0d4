/** A tiny build of the finance remote in a temporary folder: a manifest and an entry carrying `label` (remote deployment tests). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function fakeFinanceBuild(label: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `finance-${label}-`));
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'finance', metaData: { publicPath: 'auto' }, label }));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `var finance = "${label}";`);
  return dir;
}
