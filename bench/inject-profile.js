'use strict';
/**
 * In-process CPU cost of one request, without sockets (`fastify.inject`): the app booted from
 * its seeds (no database), N requests of a per-game target's body after a warm-up, timed by
 * process.cpuUsage. With `--cpu-prof` the profile holds only the app's own work (no kernel sends,
 * no load generator competing for the cores): `node --cpu-prof bench/inject-profile.js
 * "ae-wwii shot GraphQL distinct" 20000`, or the
 * measured loop alone with `INJECT_CPU_PROFILE=/tmp/x.cpuprofile` (then bench/profile-summary.js).
 */
require('reflect-metadata');
const fs = require('node:fs');
const inspector = require('node:inspector');
const path = require('node:path');
const { perGameTargets } = require('./per-game');

const ROOT = path.resolve(__dirname, '..');
const DIST = path.join(ROOT, 'dist', 'src');

const post = (session, method, params) => new Promise((resolve, reject) => session.post(method, params, (e, r) => (e ? reject(e) : resolve(r))));

async function main() {
  const [name, countArg] = process.argv.slice(2);
  const count = Number(countArg ?? 20000);
  const { createApp } = require(path.join(DIST, 'app.factory'));
  const { loadConfig } = require(path.join(DIST, 'config', 'app-config'));
  const config = loadConfig({ NODE_ENV: 'production', RATE_LIMIT_ENABLED: 'false', LOG_LEVEL: 'warn' });
  const app = await createApp({ config, withoutDatabase: { seeded: true, databaseUp: true }, logs: false, docs: false });
  const fastify = app.getHttpAdapter().getInstance();
  const inject = (url, body) => fastify.inject({ method: 'POST', url, payload: body, headers: { 'content-type': 'application/json' } });
  const status = async (url, body) => (await inject(url.replace('http://inject', ''), body)).statusCode;
  const targets = await perGameTargets({ root: ROOT, dist: DIST, appUrl: 'http://inject', status });
  const target = targets.find((t) => t.name === name);
  if (!target) throw new Error(`no target "${name}": ${targets.map((t) => t.name).join(', ')}`);
  const url = target.url.replace('http://inject', '');
  const body = target.requests ? () => target.requests[0].setupRequest({}).body : () => target.body;
  for (let i = 0; i < 3000; i++) await inject(url, body());
  // INJECT_CPU_PROFILE=<file>: a CPU profile of the measured loop alone (no boot, no warm-up).
  const session = process.env.INJECT_CPU_PROFILE ? new inspector.Session() : undefined;
  if (session) {
    session.connect();
    await post(session, 'Profiler.enable');
    await post(session, 'Profiler.start');
  }
  const before = process.cpuUsage();
  for (let i = 0; i < count; i++) {
    const res = await inject(url, body());
    if (res.statusCode !== 200) throw new Error(`${res.statusCode}: ${res.body}`);
  }
  const used = process.cpuUsage(before);
  if (session) {
    const { profile } = await post(session, 'Profiler.stop');
    fs.writeFileSync(process.env.INJECT_CPU_PROFILE, JSON.stringify(profile));
    session.disconnect();
  }
  console.log(`${name}: ${((used.user + used.system) / count).toFixed(1)} us CPU per request in process (inject, ${count} requests)`);
  await app.close();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
