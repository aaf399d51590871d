'use strict';
/* global setTimeout, fetch */
/**
 * CPU profile of the built app under load, for one per-game target of `npm run bench`
 * (bench/per-game.js): `node bench/profile.js "<target name>" [seconds]`, e.g.
 * `node bench/profile.js "ae-wwii shot REST distinct"`. Starts the app with `--cpu-prof`
 * (DATABASE_URL as the bench's, rate limits off), warms up 3 s, measures `seconds` (default 8)
 * at 50 connections, stops the app, and prints the profile's summary for the measured window
 * (bench/profile-summary.js): microseconds per request by component and the top functions.
 */
const { spawn, execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const autocannon = require('autocannon');
const { perGameTargets } = require('./per-game');

const ROOT = path.resolve(__dirname, '..');
const DIST = path.join(ROOT, 'dist', 'src');
const [name, secondsArg] = process.argv.slice(2);
const seconds = Number(secondsArg ?? 8);
const port = 3900 + Math.floor(Math.random() * 90);
const url = `http://127.0.0.1:${port}`;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arbiter-prof-'));

const run = (target, duration) =>
  new Promise((resolve, reject) =>
    autocannon({ url: target.url, method: 'POST', headers: { 'content-type': 'application/json' }, body: target.body, requests: target.requests, connections: 50, duration }, (e, r) => (e ? reject(e) : resolve(r))),
  );

async function main() {
  const app = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${dir}`, `--cpu-prof-interval=${process.env.PROFILE_INTERVAL_US || 1000}`, path.join(DIST, 'main.js')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production', RATE_LIMIT_ENABLED: 'false', SHUTDOWN_DRAIN_MS: '0', DATABASE_URL: process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test' },
    stdio: 'inherit',
  });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${url}/health/ready`)).status === 200) break;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const status = async (u, body) => (await fetch(u, { method: 'POST', headers: { 'content-type': 'application/json' }, body })).status;
  const targets = await perGameTargets({ root: ROOT, dist: DIST, appUrl: url, status });
  const target = targets.find((t) => t.name === name);
  if (!target) throw new Error(`no target "${name}"; targets: ${targets.map((t) => t.name).join(', ')}`);
  await run(target, 3);
  const t0 = process.hrtime.bigint();
  const result = await run(target, seconds);
  const t1 = process.hrtime.bigint();
  app.kill('SIGTERM');
  await new Promise((r) => app.once('exit', r));
  const t2 = process.hrtime.bigint();
  const file = path.join(dir, fs.readdirSync(dir).find((f) => f.endsWith('.cpuprofile')));
  const us = (x) => String(Number(x / 1000n));
  console.log(`${name}: ${result.requests.total} requests in ${seconds} s, non-2xx ${result.non2xx}, load average ${os.loadavg()[0].toFixed(1)}`);
  console.log(execFileSync(process.execPath, [path.join(__dirname, 'profile-summary.js'), file, String(result.requests.total), '40', us(t2 - t0), us(t2 - t1)], { encoding: 'utf8' }));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
