/** Just enough semver for the ranges our builds declare: exact versions and caret ranges. */
function parse(version: string): [number, number, number] {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(version.trim());
  if (!match) throw new Error(`Not a version: ${version}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function compare(a: [number, number, number], b: [number, number, number]): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

export function satisfies(version: string, range: string): boolean {
  const v = parse(version);
  if (!range.startsWith('^')) return compare(v, parse(range)) === 0;
  const min = parse(range.slice(1));
  if (compare(v, min) < 0) return false;
  if (min[0] > 0) return v[0] === min[0];
  if (min[1] > 0) return v[0] === 0 && v[1] === min[1];
  return v[0] === 0 && v[1] === 0 && v[2] === min[2];
}
