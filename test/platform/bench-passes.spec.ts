/* eslint-disable @typescript-eslint/no-require-imports -- the bench's plain-JS helpers */
interface Saturation {
  rps: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  mismatches: number;
  loadAvg1m: number;
  p99ms?: number;
}
interface Pass {
  saturation: Saturation;
  cpuUsPerRequest: number | null;
  userUs: number | null;
  systemUs: number | null;
}
interface Row {
  saturation: Saturation;
  cpuUsPerRequest: number | null;
  userUs: number | null;
  systemUs: number | null;
  rpsVsBare: number | null;
  cpuVsBare: number | null;
  passes: { rps: number; cpuUsPerRequest: number | null; rpsVsBare: number | null; loadAvg1m: number }[];
}
const { median, rangeOf, perGameRow } = require('../../bench/passes') as {
  median: (values: readonly (number | null)[]) => number | null;
  rangeOf: (values: readonly (number | null)[]) => string | null;
  perGameRow: (passes: readonly Pass[], bares: readonly Pass[]) => Row;
};
/* eslint-enable @typescript-eslint/no-require-imports */

/** A saturation pass: `rps` requests/s at `cpu` us of CPU a request (user 80%, system 20%). */
const pass = (rps: number, cpu: number | null, extra: Partial<Saturation> = {}): Pass => ({
  saturation: { rps, non2xx: 0, errors: 0, timeouts: 0, mismatches: 0, loadAvg1m: 2, ...extra },
  cpuUsPerRequest: cpu,
  userUs: cpu === null ? null : cpu * 0.8,
  systemUs: cpu === null ? null : cpu * 0.2,
});

/**
 * bench/passes.js: how the per-game section of `npm run bench` turns its passes into a row. The
 * targets read these figures, so a wrong median or a ratio taken across passes would misjudge them.
 */
describe('the per-game passes of npm run bench (bench/passes.js)', () => {
  it('takes the middle value of an odd count and the mean of the middle two of an even one', () => {
    expect(median([150, 126, 322])).toBe(150); // sorted 126, 150, 322: the middle one
    expect(median([4, 1, 3, 2])).toBe(2.5); // sorted 1, 2, 3, 4: (2 + 3) / 2
    expect(median([7])).toBe(7);
  });

  it('has no median for no values or a missing one (a pass whose CPU could not be read)', () => {
    expect(median([])).toBeNull();
    expect(median([1, null, 3])).toBeNull();
  });

  it('prints a pass range as lowest-highest', () => {
    expect(rangeOf([158, 150, 158.8])).toBe('150-158.8');
    expect(rangeOf([1, null])).toBeNull();
  });

  it('reads each ratio to bare within its own pass, then takes the median of the ratios', () => {
    // The whole machine slows down in pass 2 (bare 20,000 req/s there against 30,000): the
    // stream's ratios are 6,000 / 30,000 = 0.2, 5,000 / 20,000 = 0.25 and 6,300 / 30,000 = 0.21,
    // median 0.21. The median of the stream's req/s (6,000) over the median of bare's (30,000)
    // would read 0.2: the slow pass would count against the stream alone.
    const bares = [pass(30000, 35), pass(20000, 50), pass(30000, 35)];
    const row = perGameRow([pass(6000, 150), pass(5000, 220), pass(6300, 140)], bares);
    expect(row.rpsVsBare).toBe(0.21);
    // CPU medians: 150 (of 140, 150, 220); against bare: 150 / 35 = 4.29, 220 / 50 = 4.4,
    // 140 / 35 = 4: median 4.29.
    expect(row.cpuUsPerRequest).toBe(150);
    expect(row.cpuVsBare).toBe(4.29);
    expect(row.userUs).toBe(120); // 80% of each pass's CPU: 112, 120, 176 -> 120
    expect(row.systemUs).toBe(30); // 20%: 28, 30, 44 -> 30
    expect(row.saturation.rps).toBe(6000); // of 5,000, 6,000, 6,300
    expect(row.passes.map((p) => p.rpsVsBare)).toEqual([0.2, 0.25, 0.21]);
  });

  it('sums the failures of every pass, so that one bad pass shows in the row', () => {
    const bares = [pass(30000, 35), pass(30000, 35)];
    const row = perGameRow([pass(6000, 150, { non2xx: 3 }), pass(6000, 150, { errors: 1, timeouts: 2, mismatches: 4 })], bares);
    expect(row.saturation.non2xx).toBe(3); // 3 + 0
    expect(row.saturation.errors).toBe(7); // 0 + (1 + 2 + 4)
  });

  it('has no CPU figure when a pass could not read it, and refuses passes that do not pair with bare', () => {
    const row = perGameRow([pass(6000, null), pass(6000, 150)], [pass(30000, 35), pass(30000, 35)]);
    expect(row.cpuUsPerRequest).toBeNull();
    expect(row.cpuVsBare).toBeNull();
    expect(() => perGameRow([pass(6000, 150)], [pass(30000, 35), pass(30000, 35)])).toThrow(/1 passes against 2/);
  });
});
