'use strict';
/**
 * The app booted in process from its seeds (no database, production settings, rate limits off)
 * and one per-game target of `npm run bench` (bench/per-game.js) sent to it with `fastify.inject`,
 * warmed up: what bench/inject-profile.js and bench/alloc-profile.js measure. `DIRECT_ROUTES=false`
 * boots it without the direct handlers (src/app.factory.ts), to measure what they save.
 */
require('reflect-metadata');
const path = require('node:path');
const { perGameTargets } = require('./per-game');

const ROOT = path.resolve(__dirname, '..');
const DIST = path.join(ROOT, 'dist', 'src');

/** `send()` posts the target's next body (the same one, or the next of its distinct stream) and checks the 200. */
async function injectTarget(name, warmUp = 3000) {
  const { createApp } = require(path.join(DIST, 'app.factory'));
  const { loadConfig } = require(path.join(DIST, 'config', 'app-config'));
  // No load shedding: requests are sent one at a time, and a busy machine's event-loop delay would
  // answer them 503.
  const config = loadConfig({ NODE_ENV: 'production', RATE_LIMIT_ENABLED: 'false', LOG_LEVEL: 'warn', MAX_EVENT_LOOP_DELAY_MS: '0' });
  const app = await createApp({ config, withoutDatabase: { seeded: true, databaseUp: true }, logs: false, docs: false, directRoutes: process.env.DIRECT_ROUTES !== 'false' });
  const fastify = app.getHttpAdapter().getInstance();
  const inject = (url, body) => fastify.inject({ method: 'POST', url, payload: body, headers: { 'content-type': 'application/json' } });
  const status = async (url, body) => (await inject(url.replace('http://inject', ''), body)).statusCode;
  const targets = await perGameTargets({ root: ROOT, dist: DIST, appUrl: 'http://inject', status });
  const target = targets.find((t) => t.name === name);
  if (!target) throw new Error(`no target "${name}": ${targets.map((t) => t.name).join(', ')}`);
  const url = target.url.replace('http://inject', '');
  const body = target.requests ? () => target.requests[0].setupRequest({}).body : () => target.body;
  const send = async () => {
    const res = await inject(url, body());
    if (res.statusCode !== 200) throw new Error(`${res.statusCode}: ${res.body}`);
  };
  for (let i = 0; i < warmUp; i++) await send();
  return { app, send };
}

module.exports = { injectTarget };
