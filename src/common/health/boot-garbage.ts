import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * Full garbage collections between boot and the first request. Boot (Nest's module graph, the
 * GraphQL schema, the body validators, the catalogs) leaves about three times the live heap as
 * garbage in old space, and V8's first mark-compact only comes once old space has grown past a
 * limit set while boot allocated: at 500 requests/s that was 15-30 s of serving with old space
 * growing by ~2.6 MB per scavenge and each scavenge taking ~3 ms, then a 7 ms mark-compact
 * (203 → 67 MB); after it, scavenges took ~1.2 ms and old space grew by ~0.1 MB each
 * (docs/benchmarks.md). Collecting before listening starts every replica in that
 * steady state, sizes the next old-space limit from the live heap (63 MB) rather than from
 * boot's peak, and gives the memory boot used back to the system before the first request.
 *
 * `gc` is only exposed to new contexts once `--expose-gc` is set (the flag cannot be passed on the
 * command line of every way the app starts: `npm start`, the Docker image, tests); the flag only
 * adds that function, and it is called here only. Returns whether it ran.
 */
export function collectBootGarbage(): boolean {
  setFlagsFromString('--expose-gc');
  const gc: unknown = runInNewContext('typeof gc === "function" ? gc : undefined');
  if (typeof gc !== 'function') return false;
  // Twice: the first collection frees boot's garbage (heap used 150 → 61 MB) but V8 keeps the
  // pages (heap total 172 → 154 MB, RSS unchanged); the second gives most of them back (heap
  // total 105 MB, RSS 236 → 169 MB within seconds). A third changed nothing.
  (gc as () => void)();
  (gc as () => void)();
  return true;
}
