import { setFlagsFromString } from 'node:v8';

/**
 * The V8 flags the service runs with, set at run time by main.ts's first import, before any other
 * module allocates or any function is optimized. Set here rather than on a command line because the
 * app starts from several (`npm start`, the Docker image, the bench); set before the first
 * collection and the first optimization they act as if given on the command line (measured the
 * same way). The bench's engine section loads this file too, so it times the engine as the service
 * runs it. Measurements: docs/benchmarks.md ("What the code is shaped by").
 */
export const V8_FLAGS = [
  /**
   * No allocation-site pretenuring. V8 watches where objects are allocated and, for a site whose
   * objects mostly survived a scavenge, allocates them straight in old space from then on. Here that
   * misfires: what survives during boot and the first requests (caches being filled, code being
   * compiled) gets a site used on every request marked "tenured", and from then on each request's
   * objects from that site live in old space and keep what they point to alive through every
   * scavenge (nepotism). Measured on the AoF Skirmish GraphQL shot, 10 connections, a fresh process
   * each time: without the flag, 2 processes in 3 promoted ~1.65 MB at every scavenge and answered
   * 15-30% fewer requests; with it, 10 in 10 promoted ~3 KB a scavenge.
   */
  '--no-allocation-site-pretenuring',
  /**
   * No inlining of Array.prototype.map, filter, forEach and the like into optimized code. An inlined
   * `map` builds its result with holes allowed (HOLEY_ELEMENTS) where the builtin builds it packed,
   * so every reader of a mapped array meets a second array class once the function that maps is
   * optimized, and is thrown away ("wrong map") and compiled again. A long-running route settles
   * after that; a heavy request that comes rarely (the engine's worst cases) meets it mid-request:
   * AoF Skirmish's melee with Counter took 3.0-6.4 ms median over six processes with inlining, 2.1-2.5
   * without, and most blasts and Wartime's ten exchanges went from 4.5-5.3 and 4.2-5.0 ms to 3.6-4.0
   * and 3.6-3.8. The request path measured the same either way (per-game bench, within its noise);
   * the engine's steady state in a loop is 1-8% slower, the price of steady rare requests.
   */
  '--no-turbo-inline-array-builtins',
] as const;

for (const flag of V8_FLAGS) setFlagsFromString(flag);
