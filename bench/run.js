'use strict';
/* global setTimeout, clearTimeout, fetch, Buffer */
/**
 * `npm run bench` (builds first): one run, about 90 seconds, loopback only.
 *
 * 1. Engine micro-benchmark, in this process: exact odds of a six-shot Thompson volley, and the
 *    whole `resolveAeWwii('shot', ...)` call with and without odds.
 * 2. HTTP: the built app (`node dist/src/main.js`, external Postgres) and a bare Fastify 5 server
 *    (bench/bare-server.js) that answers the same path with a reply of the same byte size, each in
 *    its own child process. autocannon (in this process) measures, per target: requests/s at
 *    saturation (50 connections) and latency at a fixed 500 requests/s.
 * 3. A table, the targets (PASS/FAIL, informative only: the exit code is 0 whether they are met
 *    or not), and the results as JSON in bench/results/ (gitignored).
 *
 * Exits non-zero only when it could not measure (the app did not boot, a probe failed).
 *
 * Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), BENCH_DURATION
 * (seconds per measurement, default 10), BENCH_WARMUP (seconds, default 2), BENCH_CONNECTIONS
 * (default 50), BENCH_RATE (fixed rate, default 500), BENCH_RATE_CONNECTIONS (default 10).
 */
const { spawn, execFileSync } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const autocannon = require('autocannon');

const ROOT = path.resolve(__dirname, '..');
const DIST = path.join(ROOT, 'dist', 'src');
const HOST = '127.0.0.1';

const envNumber = (name, fallback) => {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return n;
};

const CONFIG = {
  databaseUrl: process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
  durationS: envNumber('BENCH_DURATION', 10),
  warmupS: envNumber('BENCH_WARMUP', 2),
  connections: envNumber('BENCH_CONNECTIONS', 50),
  rate: envNumber('BENCH_RATE', 500),
  /**
   * Connections for the fixed-rate runs. autocannon's limiter gives each connection its quota at
   * the start of every second and the connection spends it back to back, so requests arrive in
   * bursts of up to this many at once; 10 keeps the bursts moderate and still sustains the rate
   * while a request takes under 20 ms.
   */
  rateConnections: envNumber('BENCH_RATE_CONNECTIONS', 10),
  bootTimeoutMs: 90_000,
};
/** Hard bound on the whole run: whatever happens, children are stopped and the process exits. */
const DEADLINE_MS = 60_000 + CONFIG.bootTimeoutMs + 3 * 2 * (CONFIG.warmupS + CONFIG.durationS + 5) * 1000;

const TARGETS = {
  restVsBareRps: 0.6,
  restVsBareP99AtRate: 2,
  graphqlVsBareRps: 0.25,
  oddsMicros: 50,
};

/** The shot every HTTP target serves: the documents' KAR98k example, seeded so every reply is the same. */
const SHOT = {
  attacker: { unit: 'german-geneticists/wehrmacht' },
  weapon: 'kar98k',
  target: { unit: 'american-sci-tech/airborne' },
  distance: 20,
  actionPoints: 2,
  dice: { seed: 'bench' },
};

/**
 * The GraphQL twin of SHOT (src/games/ae-wwii/graphql/ae-wwii.resolver.ts), selecting every field
 * the REST reply carries so that both do the same work.
 */
const GRAPHQL_SHOT = {
  query: `query BenchShot($input: AeShotInput!) {
  aeWwiiShot(input: $input) {
    game edition action complete
    outcome { shots hits wounds targetRemoved }
    steps { rule summary rolls result }
    odds { hitPerShot wounds expectedWounds targetRemoved }
    interpretations
    dice { mode seed used { die value purpose } }
    text
  }
}`,
  variables: { input: SHOT },
};

// ---------------------------------------------------------------------------------------------
// Children: tracked so that every exit path stops them.

const children = new Set();

function startChild(name, args, env) {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail = [];
  const keep = (chunk) => {
    for (const line of String(chunk).split('\n')) {
      if (line.trim() === '') continue;
      tail.push(line);
      if (tail.length > 60) tail.shift();
    }
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const handle = { name, child, tail, exited, exit: undefined };
  exited.then((result) => {
    handle.exit = result;
    children.delete(handle);
  });
  children.add(handle);
  return handle;
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves with how the child ended. */
async function stopChild(handle, graceMs = 10_000) {
  if (handle.exit) return handle.exit;
  handle.child.kill('SIGTERM');
  const timer = setTimeout(() => handle.child.kill('SIGKILL'), graceMs);
  const result = await handle.exited;
  clearTimeout(timer);
  return result;
}

function killAllNow() {
  for (const handle of children) {
    try {
      handle.child.kill('SIGKILL');
    } catch {
      // already gone
    }
  }
}

process.on('exit', killAllNow);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, () => {
    console.error(`\nbench: ${signal}, stopping children`);
    Promise.all([...children].map((h) => stopChild(h, 3_000))).finally(() => process.exit(130));
  });
}
const watchdog = setTimeout(() => {
  console.error(`bench: still running after ${Math.round(DEADLINE_MS / 1000)} s; giving up`);
  killAllNow();
  process.exit(1);
}, DEADLINE_MS);
watchdog.unref();

// ---------------------------------------------------------------------------------------------
// Helpers.

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it returns true; fails early when the child has exited. */
async function waitUntil(handle, probe, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (handle.exit) {
      throw new Error(`${handle.name} exited (${JSON.stringify(handle.exit)}) before ${what}:\n${handle.tail.join('\n')}`);
    }
    try {
      if (await probe()) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${handle.name}: no ${what} after ${timeoutMs} ms:\n${handle.tail.join('\n')}`);
}

async function post(url, body) {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, text, bytes: Buffer.byteLength(text) };
}

/** Percentile of sorted samples (nearest rank). */
function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))];
}

const round = (x, digits = 2) => (x === null || x === undefined ? null : Number(x.toFixed(digits)));

/**
 * One autocannon run. Latencies are collected from the instance's `response` events (floats in ms)
 * rather than autocannon's own histogram, which keeps whole milliseconds only: on loopback p50 and
 * p99 are around a millisecond, so that would hide the differences this bench is about.
 */
function cannon(target, opts) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const instance = autocannon(
      {
        url: target.url,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: target.body,
        connections: opts.rate ? CONFIG.rateConnections : CONFIG.connections,
        duration: opts.durationS,
        ...(opts.rate ? { overallRate: opts.rate, ignoreCoordinatedOmission: true } : {}),
        ...(target.expectBody ? { expectBody: target.expectBody } : {}),
      },
      (err, result) => (err ? reject(err) : resolve({ result, latencies })),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  });
}

function summarize({ result, latencies }) {
  latencies.sort((a, b) => a - b);
  const seconds = result.duration || 1;
  return {
    requests: result.requests.total,
    rps: round(result.requests.total / seconds, 0),
    p50ms: round(percentile(latencies, 50), 3),
    p99ms: round(percentile(latencies, 99), 3),
    maxMs: round(latencies.length ? latencies[latencies.length - 1] : null, 3),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    mismatches: result.mismatches,
  };
}

async function measure(target) {
  process.stdout.write(`  ${target.name}: warm-up ${CONFIG.warmupS} s`);
  await cannon(target, { durationS: CONFIG.warmupS });
  process.stdout.write(`, saturation ${CONFIG.durationS} s`);
  const saturation = summarize(await cannon(target, { durationS: CONFIG.durationS }));
  await sleep(500);
  process.stdout.write(`, ${CONFIG.rate} req/s ${CONFIG.durationS} s`);
  const atRate = summarize(await cannon(target, { durationS: CONFIG.durationS, rate: CONFIG.rate }));
  process.stdout.write(' done\n');
  await sleep(500);
  return { saturation, atRate };
}

// ---------------------------------------------------------------------------------------------
// Engine micro-benchmark.

function timePerCall(fn, iterations, warmup) {
  for (let i = 0; i < warmup; i++) fn();
  const start = process.hrtime.bigint();
  for (let i = 0; i < iterations; i++) fn();
  return Number(process.hrtime.bigint() - start) / iterations / 1000;
}

function engineBench() {
  const { planShot, shotKey, shotOdds } = require(path.join(DIST, 'engine/ae-wwii/shot'));
  const { odds } = require(path.join(DIST, 'engine/core/program'));
  const { resolveAeWwii } = require(path.join(DIST, 'engine/ae-wwii'));
  const { seedAeCatalog } = require(path.join(DIST, 'games/ae-wwii/catalog/ae-wwii.seed'));

  const catalog = seedAeCatalog();
  // Veteran American officer, Thompson (3:1), 2 AP: six shots at a German officer (W2) at 10".
  const volley = {
    attacker: { unit: 'american-sci-tech/officer' },
    weapon: 'thompson',
    target: { unit: 'german-geneticists/officer' },
    distance: 10,
    actionPoints: 2,
  };
  const plan = planShot(volley, catalog, catalog.editions.get('en'));
  if (plan.shots !== 6) throw new Error(`expected a six-shot volley, the plan has ${plan.shots} shots`);
  const exact = shotOdds(plan, odds(plan.program, shotKey));

  const seeded = { ...volley, dice: { seed: 'bench' } };
  const resolve = (withOdds) => () =>
    resolveAeWwii('shot', seeded, { catalog, lang: 'en', odds: withOdds, freshSeed: () => 'unused' });

  return {
    volley,
    odds: exact,
    oddsMicros: round(timePerCall(() => shotOdds(plan, odds(plan.program, shotKey)), 20_000, 2_000), 2),
    resolveWithOddsMicros: round(timePerCall(resolve(true), 10_000, 1_000), 2),
    resolveWithoutOddsMicros: round(timePerCall(resolve(false), 10_000, 1_000), 2),
  };
}

// ---------------------------------------------------------------------------------------------
// Report.

function printTable(targets) {
  const header = ['target', 'req/s', 'p50 ms', 'p99 ms', 'non2xx', 'errors', `@${CONFIG.rate}: req/s`, 'p50 ms', 'p99 ms', 'non2xx', 'errors'];
  const rows = targets.map((t) => {
    const s = t.saturation;
    const r = t.atRate;
    return [t.name, s.rps, s.p50ms, s.p99ms, s.non2xx, s.errors + s.timeouts + s.mismatches, r.rps, r.p50ms, r.p99ms, r.non2xx, r.errors + r.timeouts + r.mismatches];
  });
  const cells = [header, ...rows].map((row) => row.map((c) => (c === null || c === undefined ? '-' : String(c))));
  const widths = header.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  const line = (row) => row.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(cells[0]));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of cells.slice(1)) console.log(line(row));
  console.log(`(errors = connection errors + timeouts + body mismatches; left: ${CONFIG.connections} connections for ${CONFIG.durationS} s; right: fixed ${CONFIG.rate} req/s over ${CONFIG.rateConnections} connections)`);
}

function machine() {
  let commit = null;
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    // not a git checkout
  }
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0] ? cpus[0].model : null,
    memoryGiB: round(os.totalmem() / 2 ** 30, 1),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    commit,
  };
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const startedAt = new Date();
  const report = { startedAt: startedAt.toISOString(), machine: machine(), config: { ...CONFIG, databaseUrl: redact(CONFIG.databaseUrl) } };

  console.log('== Engine micro-benchmark');
  report.engine = engineBench();
  console.log(`  odds of a six-shot Thompson volley (veteran officer at a German officer, 10"): ${report.engine.oddsMicros} us/call`);
  console.log(`  resolveAeWwii('shot', ...) with odds: ${report.engine.resolveWithOddsMicros} us/call, without: ${report.engine.resolveWithoutOddsMicros} us/call`);

  console.log('\n== HTTP');
  const appPort = await freePort();
  const app = startChild('app', [path.join(DIST, 'main.js')], {
    PORT: String(appPort),
    HOST,
    DATABASE_URL: CONFIG.databaseUrl,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  });
  const appUrl = `http://${HOST}:${appPort}`;
  const bootStart = Date.now();
  await waitUntil(app, async () => (await fetch(`${appUrl}/health/ready`)).status === 200, CONFIG.bootTimeoutMs, '/health/ready = 200');
  report.appReadyMs = Date.now() - bootStart;
  console.log(`  app ready on ${appUrl} in ${report.appReadyMs} ms (DATABASE_URL=${redact(CONFIG.databaseUrl)})`);

  const restUrl = `${appUrl}/v1/ae-wwii/resolve/shot`;
  const rest = await post(restUrl, SHOT);
  if (rest.status !== 200) throw new Error(`REST shot probe: ${rest.status} ${rest.text.slice(0, 500)}`);
  const restAgain = await post(restUrl, SHOT);
  const gql = await post(`${appUrl}/graphql`, GRAPHQL_SHOT);
  const gqlBody = gql.status === 200 ? JSON.parse(gql.text) : null;
  if (!gqlBody || gqlBody.errors || !gqlBody.data) throw new Error(`GraphQL shot probe: ${gql.status} ${gql.text.slice(0, 800)}`);
  const gqlAgain = await post(`${appUrl}/graphql`, GRAPHQL_SHOT);
  report.replyBytes = { rest: rest.bytes, graphql: gql.bytes };
  console.log(`  shot reply: REST ${rest.bytes} bytes, GraphQL ${gql.bytes} bytes`);

  const barePort = await freePort();
  const bare = startChild('bare-server', [path.join(__dirname, 'bare-server.js')], { PORT: String(barePort), HOST, REPLY_BYTES: String(rest.bytes) });
  const bareUrl = `http://${HOST}:${barePort}/v1/ae-wwii/resolve/shot`;
  await waitUntil(bare, async () => (await post(bareUrl, SHOT)).status === 200, 15_000, 'a 200 on its route');
  const bareProbe = await post(bareUrl, SHOT);
  if (bareProbe.bytes !== rest.bytes) throw new Error(`bare reply is ${bareProbe.bytes} bytes, the app's ${rest.bytes}`);

  // Seeded, so every reply should be byte-identical; then autocannon can check every body.
  const body = JSON.stringify(SHOT);
  const targets = [
    { name: 'bare', url: bareUrl, body, expectBody: bareProbe.text },
    { name: 'rest', url: restUrl, body, expectBody: rest.text === restAgain.text ? rest.text : undefined },
    { name: 'graphql', url: `${appUrl}/graphql`, body: JSON.stringify(GRAPHQL_SHOT), expectBody: gql.text === gqlAgain.text ? gql.text : undefined },
  ];
  for (const t of targets) if (!t.expectBody) console.log(`  note: ${t.name} replies differ between identical requests; bodies are not checked`);

  console.log(
    `  autocannon: warm-up ${CONFIG.warmupS} s, saturation ${CONFIG.durationS} s (${CONFIG.connections} connections), ` +
      `then ${CONFIG.rate} req/s for ${CONFIG.durationS} s (${CONFIG.rateConnections} connections)`,
  );
  report.http = {};
  for (const t of targets) report.http[t.name] = { ...(await measure(t)), bodyChecked: Boolean(t.expectBody) };

  const [bareExit, appExit] = await Promise.all([stopChild(bare), stopChild(app)]);
  report.childExits = { bare: bareExit, app: appExit };

  const h = report.http;
  const ratio = (a, b) => (a === null || b === null || b === 0 ? null : round(a / b, 2));
  report.ratios = {
    restVsBareRps: ratio(h.rest.saturation.rps, h.bare.saturation.rps),
    graphqlVsBareRps: ratio(h.graphql.saturation.rps, h.bare.saturation.rps),
    restVsBareP99AtRate: ratio(h.rest.atRate.p99ms, h.bare.atRate.p99ms),
    graphqlVsBareP99AtRate: ratio(h.graphql.atRate.p99ms, h.bare.atRate.p99ms),
  };
  const check = (name, value, pass) => ({ name, value, pass: value !== null && pass });
  report.targets = [
    check(`REST req/s >= ${TARGETS.restVsBareRps}x bare`, report.ratios.restVsBareRps, report.ratios.restVsBareRps >= TARGETS.restVsBareRps),
    check(`REST p99 at ${CONFIG.rate} req/s <= ${TARGETS.restVsBareP99AtRate}x bare`, report.ratios.restVsBareP99AtRate, report.ratios.restVsBareP99AtRate <= TARGETS.restVsBareP99AtRate),
    check(`GraphQL req/s >= ${TARGETS.graphqlVsBareRps}x bare`, report.ratios.graphqlVsBareRps, report.ratios.graphqlVsBareRps >= TARGETS.graphqlVsBareRps),
    check(`odds of the six-shot volley < ${TARGETS.oddsMicros} us`, report.engine.oddsMicros, report.engine.oddsMicros < TARGETS.oddsMicros),
  ];

  console.log('');
  printTable(targets.map((t) => ({ name: t.name, ...h[t.name] })));
  console.log('');
  console.log(`ratios: REST/bare req/s ${report.ratios.restVsBareRps}, GraphQL/bare req/s ${report.ratios.graphqlVsBareRps}, REST/bare p99 at ${CONFIG.rate} req/s ${report.ratios.restVsBareP99AtRate}`);
  console.log('\n== Targets (informative; they do not fail the run)');
  for (const t of report.targets) console.log(`  ${t.pass ? 'PASS' : 'FAIL'}  ${t.name}: ${t.value}`);
  // A clean stop is exit 0 or, for the app, SIGTERM re-raised by Nest once its shutdown hooks ran.
  const unclean = Object.entries(report.childExits).filter(([, e]) => e.code !== 0 && e.signal !== 'SIGTERM');
  for (const [name, e] of unclean) console.log(`  note: ${name} exited with ${JSON.stringify(e)} on SIGTERM`);

  report.finishedAt = new Date().toISOString();
  const dir = path.join(__dirname, 'results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${startedAt.toISOString().replace(/:/g, '-').replace(/\.\d+Z$/, 'Z')}.json`);
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nresults: ${path.relative(ROOT, file)} (${Math.round((Date.now() - startedAt.getTime()) / 1000)} s)`);
}

function redact(url) {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(`\nbench: could not measure: ${e && e.stack ? e.stack : e}`);
    Promise.all([...children].map((h) => stopChild(h, 3_000))).finally(() => process.exit(1));
  },
);
