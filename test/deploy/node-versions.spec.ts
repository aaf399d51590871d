import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The Node versions the project says it runs on (package.json `engines`, docs/operations.md, the
 * Docker image) against what every locked dependency declares. A dependency upgrade that drops a Node
 * line we claim fails here, not in a user's `npm ci` warning.
 */

const REPO = path.resolve(__dirname, '..', '..');
const read = (file: string): string => readFileSync(path.join(REPO, file), 'utf8');

type Version = readonly [number, number, number];

/** `20`, `20.19`, `20.x`, `20.19.0`: the missing or wild parts as undefined. */
function partial(text: string): (number | undefined)[] {
  return text.replace(/^v/, '').split('.').slice(0, 3).map((p) => (/^\d+$/.test(p) ? Number(p) : undefined));
}

const cmp = (a: Version, b: Version): number => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** One comparator of an npm range (`>=22.15.0`, `^20.19.0`, `20 || ...`'s `20`, `10.*`, `*`). */
function satisfiesComparator(v: Version, comparator: string): boolean {
  const m = /^(>=|<=|>|<|=|\^|~)?\s*(.*)$/.exec(comparator.trim());
  const op = m?.[1] ?? '';
  const parts = partial(m?.[2] ?? '*');
  if (parts[0] === undefined) return true;
  const floor: Version = [parts[0], parts[1] ?? 0, parts[2] ?? 0];
  const known = parts.findIndex((p) => p === undefined);
  const precision = known === -1 ? parts.length : known;
  const sameUpTo = (n: number): boolean => v.slice(0, n).every((x, i) => x === floor[i]);
  switch (op) {
    case '>=':
      return cmp(v, floor) >= 0;
    case '>':
      return precision === 3 ? cmp(v, floor) > 0 : !sameUpTo(precision) && cmp(v, floor) > 0;
    case '<':
      return cmp(v, floor) < 0;
    case '<=':
      return cmp(v, floor) <= 0 || sameUpTo(precision);
    case '^':
      return cmp(v, floor) >= 0 && v[0] === floor[0];
    case '~':
      return cmp(v, floor) >= 0 && sameUpTo(Math.min(2, precision) || 1);
    default:
      return sameUpTo(precision);
  }
}

/** npm's range grammar as the lock file uses it: `||` between sets, spaces within one. */
export function satisfies(version: string, range: string): boolean {
  const p = partial(version);
  const v: Version = [p[0] ?? 0, p[1] ?? 0, p[2] ?? 0];
  return range.split('||').some((set) => {
    const comparators = set.trim().replace(/(>=|<=|>|<|=|\^|~)\s+/g, '$1').split(/\s+/).filter((c) => c !== '');
    return comparators.length === 0 || comparators.every((c) => satisfiesComparator(v, c));
  });
}

interface LockedPackage {
  readonly dev?: boolean;
  readonly engines?: { readonly node?: string } | readonly string[];
}

const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, LockedPackage> };
const declared = Object.entries(lock.packages)
  .filter(([name]) => name !== '')
  .flatMap(([name, p]) => {
    const node = p.engines && !Array.isArray(p.engines) ? (p.engines as { node?: string }).node : undefined;
    return node ? [{ name: name.replace(/^.*node_modules\//, ''), node, dev: p.dev === true }] : [];
  });
const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;
const refusing = (version: string): string[] => [...new Set(declared.filter((d) => !satisfies(version, d.node)).map((d) => d.name))].sort();

describe('Node versions', () => {
  it('reads npm ranges as npm does', () => {
    expect(satisfies('20.19.0', '^20.19.0 || ^22.13.0 || >=24')).toBe(true);
    expect(satisfies('22.12.0', '^20.19.0 || ^22.13.0 || >=24')).toBe(false);
    expect(satisfies('20.20.2', '>=22.15.0')).toBe(false);
    expect(satisfies('20.20.2', '18 || 20 || >=22')).toBe(true);
    expect(satisfies('21.0.0', '18 || 20 || >=22')).toBe(false);
    expect(satisfies('14.18.0', '>=16 || 14 >=14.17')).toBe(true);
    expect(satisfies('14.16.0', '>=16 || 14 >=14.17')).toBe(false);
    expect(satisfies('11.0.0', '10.* || >= 12.*')).toBe(false);
    expect(satisfies('26.0.0', '*')).toBe(true);
  });

  it('builds the Docker image on a Node every dependency accepts, and that the engines allow', () => {
    const image = /^ARG NODE_IMAGE=node:(\d+)-/m.exec(read('Dockerfile'))?.[1];
    expect(image).toBeDefined();
    const version = `${image}.0.0`;
    expect(satisfies(version, engines)).toBe(true);
    expect(refusing(version)).toEqual([]);
  });

  it('claims no Node 22 or 24+ release that a dependency refuses: each line from its floor in the engines', () => {
    const floors = engines.split('||').map((r) => r.trim().replace(/^(\^|>=)/, ''));
    for (const floor of floors.filter((f) => !f.startsWith('20.'))) expect({ floor, refusing: refusing(floor) }).toEqual({ floor, refusing: [] });
  });

  it('knows which dependencies declare more than Node 20 (docs/operations.md names them; the suite passes on 20 regardless)', () => {
    const on20 = refusing('20.19.0');
    expect(on20).toEqual(['@whatwg-node/promise-helpers', 'content-disposition']);
    const operations = read('docs/operations.md');
    for (const name of on20) expect(operations).toContain(`\`${name}\``);
    expect(operations).toContain(`\`"node": "${engines}"\``);
    expect(operations).toContain(`node:${/^ARG NODE_IMAGE=node:([^\s]+)/m.exec(read('Dockerfile'))?.[1]}`);
  });
});
