'use strict';
/**
 * The per-game section's passes (bench/run.js, runPerGame): each pass measures bare, then every
 * stream, at saturation; a stream's row is the median of its passes, each ratio taken against
 * bare's in the same pass, so that a minute in which the whole machine is slower weighs on both
 * sides of the ratio it is read in.
 */

const round = (x, digits) => (x === null || x === undefined || !Number.isFinite(x) ? null : Number(x.toFixed(digits)));

/** The median of numbers (the mean of the middle two for an even count); null when there are none or any is not a number. */
function median(values) {
  if (values.length === 0 || values.some((v) => v === null || v === undefined || !Number.isFinite(v))) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** "min-max" of a pass's figures; null when one is missing. */
function rangeOf(values) {
  if (values.length === 0 || values.some((v) => v === null || v === undefined)) return null;
  return `${Math.min(...values)}-${Math.max(...values)}`;
}

const ratio = (a, b) => (a === null || b === null || b === 0 ? null : a / b);
/** Connection errors, timeouts and body mismatches of an autocannon run's summary. */
const errorsOf = (s) => s.errors + s.timeouts + s.mismatches;

/**
 * A stream's row from its passes and bare's (`passes[i]` and `bares[i]` from the same pass), each
 * pass `{ saturation: { rps, non2xx, errors, timeouts, mismatches, loadAvg1m, ... }, cpuUsPerRequest,
 * userUs, systemUs }`: the median of each figure, ratios within a pass first, non-2xx and errors
 * summed over the passes (the rest of `saturation` is the last pass's), and the passes themselves.
 */
function perGameRow(passes, bares) {
  if (passes.length === 0 || passes.length !== bares.length) throw new Error(`perGameRow: ${passes.length} passes against ${bares.length} of bare`);
  const med = (f, digits) => round(median(passes.map(f)), digits);
  const last = passes[passes.length - 1];
  return {
    saturation: {
      ...last.saturation,
      rps: med((p) => p.saturation.rps, 0),
      non2xx: passes.reduce((n, p) => n + p.saturation.non2xx, 0),
      errors: passes.reduce((n, p) => n + errorsOf(p.saturation), 0),
      timeouts: 0,
      mismatches: 0,
    },
    cpuUsPerRequest: med((p) => p.cpuUsPerRequest, 1),
    userUs: med((p) => p.userUs, 1),
    systemUs: med((p) => p.systemUs, 1),
    rpsVsBare: med((p, i) => ratio(p.saturation.rps, bares[i].saturation.rps), 2),
    cpuVsBare: med((p, i) => ratio(p.cpuUsPerRequest, bares[i].cpuUsPerRequest), 2),
    passes: passes.map((p, i) => ({
      rps: p.saturation.rps,
      cpuUsPerRequest: p.cpuUsPerRequest,
      rpsVsBare: round(ratio(p.saturation.rps, bares[i].saturation.rps), 2),
      loadAvg1m: p.saturation.loadAvg1m,
    })),
  };
}

module.exports = { median, rangeOf, perGameRow, errorsOf };
