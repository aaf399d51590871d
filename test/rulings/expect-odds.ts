/** Compares numbers to 4 decimals, the precision the cases are worked to. */
export function expectOdds(actual: unknown, expected: Record<string, number | number[]>): void {
  const odds = actual as Record<string, unknown>;
  for (const [key, value] of Object.entries(expected)) {
    if (Array.isArray(value)) {
      const got = odds[key] as number[];
      expect({ key, length: got.length }).toEqual({ key, length: value.length });
      value.forEach((v, i) => expect({ key: `${key}[${i}]`, v: got[i] }).toEqual({ key: `${key}[${i}]`, v: expect.closeTo(v, 4) }));
    } else {
      expect({ key, v: odds[key] }).toEqual({ key, v: expect.closeTo(value, 4) });
    }
  }
}
