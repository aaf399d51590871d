/** The value at a dotted path (`winner.attacker`, `units.0.passed`); a plain key is a path of one step. */
function at(odds: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, step) => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[step] : undefined), odds);
}

/** Compares numbers to 4 decimals, the precision the cases are worked to. Keys may be dotted paths into nested odds. */
export function expectOdds(actual: unknown, expected: Record<string, number | number[]>): void {
  for (const [key, value] of Object.entries(expected)) {
    const got = at(actual, key);
    if (Array.isArray(value)) {
      const list = got as number[];
      expect({ key, length: list.length }).toEqual({ key, length: value.length });
      value.forEach((v, i) => expect({ key: `${key}[${i}]`, v: list[i] }).toEqual({ key: `${key}[${i}]`, v: expect.closeTo(v, 4) }));
    } else {
      expect({ key, v: got }).toEqual({ key, v: expect.closeTo(value, 4) });
    }
  }
}
