'use strict';
/**
 * What the resolve route's direct handler (src/common/http/direct-routes.ts) saves, in process:
 * the built app (`npm run build`) booted twice in one process from its seeds, once with the
 * direct handlers and once without (`createApp({ directRoutes: false })`), and each game's REST
 * shot (its example body) sent to each with `fastify.inject` in alternating batches. A shared
 * machine's load moves a process's CPU per request by a fifth or more within seconds, which a
 * difference of a few percent drowns in when the two builds run one after the other; batches a
 * few milliseconds apart see the same load, so the median of their paired differences is the figure.
 *
 * `node bench/direct-routes.js [rounds] [batch] [game action]`: rounds of `batch` requests each.
 */
require('reflect-metadata');
const path = require('node:path');
const { headlineAction } = require('./per-game');

const DIST = path.join(path.resolve(__dirname, '..'), 'dist', 'src');
require(path.join(DIST, 'common', 'health', 'v8-flags'));

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const quantile = (xs, q) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * q)];

async function boot(directRoutes, targets) {
  const { createApp } = require(path.join(DIST, 'app.factory'));
  const { loadConfig } = require(path.join(DIST, 'config', 'app-config'));
  // No load shedding: requests are sent one at a time, and a busy machine's event-loop delay would
  // answer them 503.
  const config = loadConfig({ NODE_ENV: 'production', RATE_LIMIT_ENABLED: 'false', LOG_LEVEL: 'warn', MAX_EVENT_LOOP_DELAY_MS: '0' });
  const app = await createApp({ config, withoutDatabase: { seeded: true, databaseUp: true }, logs: false, docs: false, directRoutes });
  const fastify = app.getHttpAdapter().getInstance();
  const send = async ({ url, body }) => {
    const res = await fastify.inject({ method: 'POST', url, payload: body, headers: { 'content-type': 'application/json' } });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  };
  return { app, send, rounds: new Map(targets.map((t) => [t.url, []])) };
}

async function main() {
  const [roundsArg, batchArg, onlyGame, onlyAction] = process.argv.slice(2);
  const rounds = Number(roundsArg ?? 100);
  const batch = Number(batchArg ?? 100);
  const { GAMES } = require(path.join(DIST, 'games'));
  const targets = GAMES.filter((g) => !onlyGame || g.definition.id === onlyGame).map((g) => {
    const action = onlyAction ?? headlineAction(g);
    return { name: `${g.definition.id} ${action}`, url: `/v1/${g.definition.id}/resolve/${action}`, body: JSON.stringify(g.actions[action].example) };
  });
  const direct = await boot(true, targets);
  const nest = await boot(false, targets);
  for (const app of [direct, nest]) for (const t of targets) for (let i = 0; i < 2000; i++) await app.send(t);
  for (const t of targets) {
    for (let r = 0; r < rounds; r++) {
      for (const app of r % 2 === 0 ? [direct, nest] : [nest, direct]) {
        const before = process.cpuUsage();
        for (let i = 0; i < batch; i++) await app.send(t);
        const used = process.cpuUsage(before);
        app.rounds.get(t.url).push((used.user + used.system) / batch);
      }
    }
    const a = direct.rounds.get(t.url);
    const b = nest.rounds.get(t.url);
    const saved = b.map((x, i) => x - a[i]);
    console.log(
      `${t.name}: direct ${median(a).toFixed(1)} us, Nest's handler ${median(b).toFixed(1)} us a request (medians of ${rounds} batches of ${batch}); ` +
        `saved ${median(saved).toFixed(1)} us (paired batches, quartiles ${quantile(saved, 0.25).toFixed(1)} to ${quantile(saved, 0.75).toFixed(1)})`,
    );
  }
  await direct.app.close();
  await nest.app.close();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
