'use strict';
/* global setTimeout, fetch */
/**
 * What a request may cost on this machine for a req/s ratio to bare: `node bench/calibrate.js
 * [us ...]` (default 0 20 40 60 80 100) starts bench/bare-server.js with SPIN_US = each value
 * (that much busy CPU added to every request, nothing else changed), and measures it as the
 * per-game section measures a target: 2 s warm-up, 6 s at 50 connections, the server's CPU time
 * per request from /proc and its req/s against the first value's. On 2 cores the load generator
 * caps bare's throughput and a slower server makes the kernel wake the idle load generator on every
 * reply, so the ratio a given cost reaches is the machine's, not a constant: this prints it.
 */
const { spawn } = require('node:child_process');
const path = require('node:path');
const autocannon = require('autocannon');
const { cpuTimes } = require('./per-game');

/** The AE-WWII REST shot's reply size for its example body; the bare server answers with that many bytes (a few bytes more or less change the calibration little). */
const REPLY_BYTES = 1925;
const spins = process.argv.slice(2).map(Number);
const values = spins.length ? spins : [0, 20, 40, 60, 80, 100];
if (values.some((v) => !Number.isFinite(v) || v < 0)) throw new Error('each argument is a non-negative number of microseconds');

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** As bench/run.js runs autocannon: every response's time kept, which costs the load generator as much as there. */
const run = (url, duration) =>
  new Promise((resolve, reject) => {
    const latencies = [];
    autocannon({ url, method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}', connections: 50, duration }, (e, r) => (e ? reject(e) : resolve(r))).on(
      'response',
      (_client, _status, _bytes, ms) => latencies.push(ms),
    );
  });

async function measure(spinUs, port) {
  const child = spawn(process.execPath, [path.join(__dirname, 'bare-server.js')], { env: { ...process.env, PORT: String(port), REPLY_BYTES: String(REPLY_BYTES), SPIN_US: String(spinUs) }, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}/v1/ae-wwii/resolve/shot`;
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status === 200) break;
      } catch {
        if (i > 100) throw new Error(`bare-server on ${port} did not answer`);
      }
      await sleep(100);
    }
    await run(url, 2);
    const before = cpuTimes(child.pid);
    const r = await run(url, 6);
    const after = cpuTimes(child.pid);
    const n = r.requests.total;
    return { spinUs, rps: Math.round(n / 6), cpuUs: (after.user + after.system - before.user - before.system) / n, systemUs: (after.system - before.system) / n };
  } finally {
    child.kill('SIGTERM');
    await sleep(300);
  }
}

async function main() {
  const rows = [];
  for (const [i, v] of values.entries()) rows.push(await measure(v, 3950 + i));
  const base = rows[0].rps;
  console.log('added us  req/s  x first  CPU us/req  of which system');
  for (const r of rows) console.log(`${String(r.spinUs).padStart(8)}  ${String(r.rps).padStart(5)}  ${(r.rps / base).toFixed(2).padStart(7)}  ${r.cpuUs.toFixed(1).padStart(10)}  ${r.systemUs.toFixed(1).padStart(15)}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
