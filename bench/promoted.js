'use strict';
/**
 * Bytes a resolve leaves in V8's old space, per call: `node --expose-gc bench/promoted.js [game]
 * [action] [top]`. For every game's actions (or one), the app's ResolveService is called in a
 * tight synchronous loop with the action's example (4,000 seeds in turn), after a warm-up and
 * two full collections; the growth of old space over the loop, divided by the calls, is what the
 * scavenges promoted (or V8 allocated there directly). Nothing in such a loop lives from one call
 * to the next, so it should be about 0: anything else is garbage only a mark-compact frees, which
 * under load means more full collections and their pauses (the p99) and work on the second core.
 *
 * With a `top` count, V8's sampling heap profiler runs over a second loop keeping only the samples
 * of objects that a minor collection did not free, and prints where they were allocated.
 *
 * Seen this way: an object spread followed by a property, `{ ...step, rolls: [] }`,
 * gets its added property's backing store in old space on Node 20 (35-55 bytes a call), where a
 * literal with the properties written out, or `Object.assign`, does not.
 */
require('reflect-metadata');
const inspector = require('node:inspector');
const path = require('node:path');
const v8 = require('node:v8');

const DIST = path.join(__dirname, '..', 'dist', 'src');
const CALLS = 100_000;

const oldSpace = () => v8.getHeapSpaceStatistics().find((s) => s.space_name === 'old_space').space_used_size;
const post = (session, method, params) => new Promise((resolve, reject) => session.post(method, params, (e, r) => (e ? reject(e) : resolve(r))));

async function main() {
  if (typeof globalThis.gc !== 'function') throw new Error('run with node --expose-gc');
  const [onlyGame, onlyAction, topArg] = process.argv.slice(2);
  const top = Number(topArg ?? 0);
  const { createApp } = require(path.join(DIST, 'app.factory'));
  const { loadConfig } = require(path.join(DIST, 'config', 'app-config'));
  const { ResolveService } = require(path.join(DIST, 'games', 'resolve', 'resolve.service'));
  const { GAMES } = require(path.join(DIST, 'games'));
  const config = loadConfig({ NODE_ENV: 'production', RATE_LIMIT_ENABLED: 'false', LOG_LEVEL: 'warn' });
  const app = await createApp({ config, withoutDatabase: { seeded: true, databaseUp: true }, logs: false, docs: false });
  const service = app.get(ResolveService);
  for (const game of GAMES) {
    if (onlyGame && game.definition.id !== onlyGame) continue;
    for (const [action, spec] of Object.entries(game.actions)) {
      if (onlyAction && action !== onlyAction) continue;
      // Bodies as the server gets them (parsed JSON), made before the measured loop.
      const bodies = Array.from({ length: 4000 }, (_, i) => JSON.parse(JSON.stringify({ ...spec.example, dice: { seed: `p-${i.toString(36)}` } })));
      let n = 0;
      const call = () => service.resolve({ game, action, body: bodies[n++ % bodies.length], lang: 'en', odds: true, owner: undefined, options: {}, shape: {}, share: undefined, work: undefined });
      for (let i = 0; i < 20_000; i++) call();
      globalThis.gc();
      globalThis.gc();
      const before = oldSpace();
      for (let i = 0; i < CALLS; i++) call();
      const perCall = (oldSpace() - before) / CALLS;
      console.log(`${game.definition.id} ${action}: ${perCall.toFixed(1)} bytes a call left in old space`);
      if (top > 0) await where(call, top);
    }
  }
  await app.close();
}

/** Allocation sites of what survived minor collections during CALLS calls (sampled). */
async function where(call, top) {
  globalThis.gc();
  const session = new inspector.Session();
  session.connect();
  await post(session, 'HeapProfiler.enable');
  await post(session, 'HeapProfiler.startSampling', { samplingInterval: 64, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: false });
  for (let i = 0; i < CALLS; i++) call();
  globalThis.gc();
  const { profile } = await post(session, 'HeapProfiler.stopSampling');
  session.disconnect();
  const bytes = new Map();
  const walk = (node, stack) => {
    const f = node.callFrame;
    const here = `${f.functionName || '(anon)'} ${f.url.replace(/^.*?\/(node_modules\/|dist\/)/, '$1')}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
    if (node.selfSize > 0) {
      const key = [here, ...stack.slice(-2).reverse()].join(' < ');
      bytes.set(key, (bytes.get(key) ?? 0) + node.selfSize);
    }
    stack.push(here);
    for (const child of node.children) walk(child, stack);
    stack.pop();
  };
  walk(profile.head, []);
  for (const [key, b] of [...bytes].sort((x, y) => y[1] - x[1]).slice(0, top)) console.log(`  ${(b / CALLS).toFixed(1).padStart(7)}  ${key}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
