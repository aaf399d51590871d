'use strict';
/* global setTimeout, clearTimeout, setInterval, clearInterval, fetch, Buffer, URL */
/**
 * `npm run bench` (builds first): one run of about seventeen minutes, loopback only.
 *
 * 1. Engine micro-benchmark, in this process: exact odds of a six-shot Thompson volley, and the
 *    whole `resolveAeWwii('shot', ...)` call with and without odds.
 * 2. Throughput: the built app (`node dist/src/main.js`, external Postgres), a bare Fastify 5
 *    server (bench/bare-server.js) and a minimal NestJS 11 app on Fastify (bench/minimal-nest.js),
 *    the two references answering the shot's path with a reply of the same byte size, each in its
 *    own child process. autocannon (in this process) measures, for bare, minimal Nest, the REST
 *    shot and the GraphQL shot: requests/s at saturation (50 connections) and latency at a fixed
 *    500 requests/s, read twice: by autocannon (the targets' reading: each second's requests go out
 *    in a burst, ten at a time) and with the requests evenly spaced (bench/paced.js, informational).
 * 3. Fixed load on the app: every resolve route of every registered game (from the built game
 *    registry, each action's example body; checked against openapi/openapi.json), the GraphQL
 *    shot and one catalog read, first all of them round-robin at saturation (20 s: a production
 *    process serves every route at once), then each at a fixed 500 requests/s for 10 s: p50/p99 (the p99 against
 *    bare's at the same rate, the target; then the evenly spaced reading), requests/s
 *    achieved, non-2xx and errors. Every body is checked to answer 200 before anything is measured.
 * 4. A table, the targets (PASS/FAIL, informative only: the exit code is 0 whether they are met
 *    or not), and the results as JSON in bench/results/ (gitignored).
 *
 * Soak mode, `BENCH_SOAK_MINUTES=N npm run bench` (instead of 1-3): a fresh app, the same bodies
 * mixed round-robin at a fixed rate (300 requests/s), a warm-up (30 s), then N minutes during
 * which the app's `nodejs_heap_size_used_bytes`, heap by space and `process_resident_memory_bytes`
 * are scraped from its /metrics every 2 s (printed every 30 s, with each 30 s window's latency);
 * the verdict compares the lowest heap outside the young generation in the first and last thirds
 * (see soakVerdict).
 *
 * The app runs with rate limiting off (`RATE_LIMIT_ENABLED=false`): the bench measures the work a
 * request costs, not the limiter's refusals.
 *
 * Exits non-zero only when it could not measure (the app did not boot, a probe failed, a route
 * has no body in bench/bodies.js).
 *
 * Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), BENCH_DURATION
 * (seconds per throughput measurement, default 10), BENCH_WARMUP (seconds, default 2),
 * BENCH_CONNECTIONS (default 50), BENCH_RATE (fixed rate of section 2, default 500),
 * BENCH_RATE_CONNECTIONS (default 10), BENCH_LOAD_RATE (section 3, default 500),
 * BENCH_LOAD_DURATION (seconds, default 10), BENCH_LOAD_CONNECTIONS (default 10), BENCH_LOAD_MIX_WARMUP
 * (seconds of mixed traffic before section 3, default 20),
 * BENCH_SOAK_MINUTES (default unset: no soak; 1 to 1440), BENCH_SOAK_RATE (default 300),
 * BENCH_SOAK_WARMUP (seconds, default 30), BENCH_PACED_DURATION (seconds of each evenly spaced
 * reading, default 5), BENCH_CPU_DURATION (seconds of each per-game saturation and fixed-rate run,
 * default 6), BENCH_PER_GAME_PASSES (default 3), BENCH_PER_GAME_MIX_WARMUP (seconds, default 20),
 * BENCH_PIN (1: pin servers and load generator to cores; see PIN).
 */
const { spawn, execFileSync } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const autocannon = require('autocannon');
const { SHOT_PATH, GRAPHQL_SHOT_QUERY, CATALOG_READ } = require('./bodies');
const { cpuTimes, rssBytes, perGameTargets } = require('./per-game');
const { perGameRow, rangeOf, errorsOf } = require('./passes');
const { paced } = require('./paced');

const ROOT = path.resolve(__dirname, '..');
const DIST = path.join(ROOT, 'dist', 'src');
const HOST = '127.0.0.1';
const MiB = 2 ** 20;

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
  loadRate: envNumber('BENCH_LOAD_RATE', 500),
  loadDurationS: envNumber('BENCH_LOAD_DURATION', 10),
  loadConnections: envNumber('BENCH_LOAD_CONNECTIONS', 10),
  /**
   * Seconds of mixed traffic (every fixed-load target round-robin, saturated) before the fixed-load
   * section measures one route after another. A production process serves every route at once, so
   * its JIT has met every route's object shapes. Measured one route after another from a process
   * that had served only the shots, each route's first seconds measured V8 re-optimizing the
   * shared request path for the new shapes (docs/benchmarks.md, "What the code is shaped by"),
   * which production meets once after a deploy, not at steady state.
   */
  loadMixWarmupS: envNumber('BENCH_LOAD_MIX_WARMUP', 20),
  soakMinutes: envNumber('BENCH_SOAK_MINUTES', 0),
  soakRate: envNumber('BENCH_SOAK_RATE', 300),
  soakWarmupS: envNumber('BENCH_SOAK_WARMUP', 30),
  /** Seconds of each per-game saturation and fixed-rate run (section "per game"). */
  cpuDurationS: envNumber('BENCH_CPU_DURATION', 6),
  /**
   * Saturation passes of the per-game section: each pass measures bare, then every target, and a
   * target's figures are the median of its passes, each pass's ratio against bare's in the same
   * pass. On a machine whose speed moves by the minute, one reading of one stream judges the
   * machine's minute as much as the code (docs/benchmarks.md: the same build read from 126 to 322 us
   * a request within minutes). Three passes interleave bare with the app, so a slow minute weighs on
   * both.
   */
  perGamePasses: envNumber('BENCH_PER_GAME_PASSES', 3),
  /**
   * Seconds of every per-game stream round-robin at saturation before the first pass, for the
   * reason given at loadMixWarmupS: measured one after another from a process that had served only
   * the first game, a stream's first pass measured its JIT warm-up (AoF Skirmish's REST repeat read
   * twice the CPU in a first pass as in the second: docs/benchmarks.md).
   */
  perGameMixWarmupS: envNumber('BENCH_PER_GAME_MIX_WARMUP', 20),
  /** Seconds of the evenly spaced reading (bench/paced.js) after each fixed-rate one. */
  pacedDurationS: envNumber('BENCH_PACED_DURATION', 5),
  /** The printed series: one row per this many seconds. */
  soakReportS: 30,
  /**
   * Heap scrapes for the verdict: more samples make each third's minimum a better floor (one
   * scrape costs the app about a millisecond).
   */
  soakScrapeS: 2,
  bootTimeoutMs: 90_000,
};
if (CONFIG.soakMinutes && (CONFIG.soakMinutes < 1 || CONFIG.soakMinutes > 1440)) {
  throw new Error(`BENCH_SOAK_MINUTES must be between 1 and 1440, got ${CONFIG.soakMinutes}`);
}
const SOAK = CONFIG.soakMinutes > 0;

/**
 * BENCH_PIN=1: the servers on one core and this process (autocannon) on another, with `taskset`
 * (two cores or more). For comparing two builds, not for the targets: unpinned, the scheduler moves
 * the server and the load generator between the cores, and the same build measured twice differed
 * by up to a quarter in CPU per request, while pinned two processes of one build agreed within 1%
 * (docs/benchmarks.md); but pinned, the server's GC helper threads share its one core, so
 * CPU per request rises by a tenth or more, RSS grows (340-400 MiB) and p99 at a fixed rate is
 * several times higher: a server has every core in production, so the default leaves them free.
 */
const PIN = (() => {
  if (process.env.BENCH_PIN !== '1' || process.platform !== 'linux' || os.cpus().length < 2) return undefined;
  try {
    execFileSync('taskset', ['-a', '-p', '-c', '1', String(process.pid)], { stdio: 'ignore' });
    return { server: '0', load: '1' };
  } catch {
    return undefined;
  }
})();

/** What the app runs with, in every mode. */
const APP_ENV = {
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  MIGRATIONS: 'boot',
  // Rate limits are on by default; a benchmark from one address would measure 429s.
  RATE_LIMIT_ENABLED: 'false',
};

/** Node flags for the app process (experiments: BENCH_APP_NODE_FLAGS, space-separated). */
const APP_NODE_FLAGS = (process.env.BENCH_APP_NODE_FLAGS ?? '').split(' ').filter(Boolean);

/** Number of resolve routes is not known before the spec is read; 40 bounds it generously here. */
const MAX_LOAD_TARGETS = 40;
/**
 * The engine section's worst cases may be far over their 5 ms target (a case over SLOW_CASE_MS is
 * timed 3 times, not 20): this much of the deadline is theirs.
 */
const ENGINE_ALLOWANCE_MS = 180_000;
const SLOW_CASE_MS = 100;
/** Hard bound on the whole run: whatever happens, children are stopped and the process exits. */
const DEADLINE_MS =
  60_000 +
  ENGINE_ALLOWANCE_MS +
  CONFIG.bootTimeoutMs +
  (SOAK
    ? (CONFIG.soakWarmupS + CONFIG.soakMinutes * 60 + 30) * 1000
    : 4 * (CONFIG.warmupS + 2 * CONFIG.durationS + 6) * 1000 + MAX_LOAD_TARGETS * (CONFIG.warmupS + CONFIG.loadDurationS + 3) * 1000 + CONFIG.loadMixWarmupS * 1000 +
      // Per game: bare plus four targets per game (at most 10 games here): the mixed warm-up, each
      // pass's warm-up and saturation, then one fixed-rate and one evenly spaced reading each.
      CONFIG.perGameMixWarmupS * 1000 +
      41 * CONFIG.perGamePasses * (CONFIG.warmupS + CONFIG.cpuDurationS + 1) * 1000 +
      41 * (CONFIG.cpuDurationS + CONFIG.pacedDurationS + 2) * 1000);

const TARGETS = {
  restVsBareRps: 0.6,
  restVsBareP99AtRate: 2,
  graphqlVsBareRps: 0.25,
  oddsMicros: 50,
  worstCaseMs: 5,
  refusalMs: 1,
  restCpuUs: 110,
  graphqlCpuUs: 200,
  // The request path's share of a core, per game and transport, against bare Fastify in the same run.
  restPerGameVsBareRps: 0.25,
  graphqlPerGameVsBareRps: 0.15,
  perGameVsBareP99AtRate: 2,
  // The soak: RSS under this at every sample, and flat (see soakVerdict).
  soakRssMiB: 200,
};

// ---------------------------------------------------------------------------------------------
// Children: tracked so that every exit path stops them.

const children = new Set();

function startChild(name, args, env) {
  // taskset execs node in place: the child's pid is the server's.
  const child = spawn(PIN ? 'taskset' : process.execPath, PIN ? ['-c', PIN.server, process.execPath, ...args] : args, {
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

/** One request as a target describes it (POST with a JSON body, or GET). */
async function send(target) {
  const init = target.method === 'GET' ? { method: 'GET' } : { method: 'POST', headers: { 'content-type': 'application/json' }, body: target.body };
  const res = await fetch(target.url, init);
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
 *
 * `target`: { url, method?, body?, expectBody?, requests? } (`requests`: autocannon's request
 * list, which each connection cycles through). `opts`: { durationS, connections, rate?, onResponse?,
 * onError? }. Every run is bounded by `durationS`; autocannon stops by itself.
 */
function cannon(target, opts) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const method = target.method || 'POST';
    const instance = autocannon(
      {
        url: target.url,
        method,
        ...(method === 'POST' ? { headers: { 'content-type': 'application/json' }, body: target.body } : {}),
        ...(target.requests ? { requests: target.requests } : {}),
        connections: opts.connections,
        duration: opts.durationS,
        ...(opts.rate ? { overallRate: opts.rate, ignoreCoordinatedOmission: true } : {}),
        ...(target.expectBody ? { expectBody: target.expectBody } : {}),
      },
      (err, result) => (err ? reject(err) : resolve({ result, latencies })),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
      if (opts.onResponse) opts.onResponse(statusCode, responseTime);
    });
    if (opts.onError) instance.on('reqError', opts.onError);
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
    // The bench itself keeps about two cores busy (autocannon and the server); more than that
    // means other processes were competing for the machine during this measurement.
    loadAvg1m: round(os.loadavg()[0], 2),
  };
}

/**
 * The second reading of the fixed rate: `rate` requests/s evenly spaced (bench/paced.js), over as
 * many connections as autocannon's fixed rate uses. Informational: the targets read autocannon's.
 */
async function evenly(target, rate, connections) {
  const r = await paced(target, { rate, durationS: CONFIG.pacedDurationS, connections });
  r.latencies.sort((a, b) => a - b);
  return {
    requests: r.requests,
    rps: r.rps,
    p50ms: round(percentile(r.latencies, 50), 3),
    p99ms: round(percentile(r.latencies, 99), 3),
    maxMs: round(r.latencies.length ? r.latencies[r.latencies.length - 1] : null, 3),
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: 0,
    mismatches: 0,
    late: r.late,
  };
}

/** Section 2: saturation, then a fixed rate (BENCH_RATE), by autocannon and evenly spaced. */
async function measure(target) {
  process.stdout.write(`  ${target.name}: warm-up ${CONFIG.warmupS} s`);
  await cannon(target, { durationS: CONFIG.warmupS, connections: CONFIG.connections });
  process.stdout.write(`, saturation ${CONFIG.durationS} s`);
  const saturation = summarize(await cannon(target, { durationS: CONFIG.durationS, connections: CONFIG.connections }));
  await sleep(500);
  process.stdout.write(`, ${CONFIG.rate} req/s ${CONFIG.durationS} s`);
  const atRate = summarize(await cannon(target, { durationS: CONFIG.durationS, connections: CONFIG.rateConnections, rate: CONFIG.rate }));
  process.stdout.write(`, evenly ${CONFIG.pacedDurationS} s`);
  const atRateEvenly = await evenly(target, CONFIG.rate, CONFIG.rateConnections);
  process.stdout.write(' done\n');
  await sleep(500);
  return { saturation, atRate, atRateEvenly };
}

/** Section 3: a warm-up and a measurement, both at the fixed load rate (BENCH_LOAD_RATE), then the evenly spaced reading. */
async function measureAtLoad(target) {
  process.stdout.write(`  ${target.name}: warm-up ${CONFIG.warmupS} s`);
  const opts = { connections: CONFIG.loadConnections, rate: CONFIG.loadRate };
  await cannon(target, { ...opts, durationS: CONFIG.warmupS });
  process.stdout.write(`, ${CONFIG.loadRate} req/s ${CONFIG.loadDurationS} s`);
  const atLoad = summarize(await cannon(target, { ...opts, durationS: CONFIG.loadDurationS }));
  process.stdout.write(`, evenly ${CONFIG.pacedDurationS} s`);
  const atLoadEvenly = await evenly(target, CONFIG.loadRate, CONFIG.loadConnections);
  process.stdout.write(' done\n');
  await sleep(300);
  return { atLoad, atLoadEvenly };
}

// ---------------------------------------------------------------------------------------------
// Targets: every registered game's resolve routes, with the example body each action declares.

const RESOLVE_PATH = /^\/v1\/[^/]+\/resolve\/[^/]+$/;

/**
 * Every POST /v1/{game}/resolve/{action} of the registered games (the built registry,
 * dist/src/games: GAMES), each with its action's `example` body; the committed
 * openapi/openapi.json must list the same routes (else the build and the spec disagree: stop).
 */
function resolveRoutes() {
  require('reflect-metadata');
  const { GAMES } = require(path.join(DIST, 'games'));
  const routes = GAMES.flatMap((g) => Object.entries(g.actions).map(([action, m]) => ({ path: `/v1/${g.definition.id}/resolve/${action}`, body: m.example })));
  const spec = JSON.parse(fs.readFileSync(path.join(ROOT, 'openapi', 'openapi.json'), 'utf8'));
  const documented = Object.keys(spec.paths).filter((p) => RESOLVE_PATH.test(p) && spec.paths[p].post).sort();
  const registered = routes.map((r) => r.path).sort();
  if (documented.join() !== registered.join()) {
    throw new Error(`the registered games' resolve routes (${registered.join(', ')}) are not the ones openapi/openapi.json lists (${documented.join(', ')}): run npm run openapi`);
  }
  if (routes.length > MAX_LOAD_TARGETS - 2) throw new Error(`${routes.length} resolve routes: raise MAX_LOAD_TARGETS in bench/run.js`);
  return routes.sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * Sends the target's request twice: it must answer 200 (and, for GraphQL, carry data and no
 * errors). When both replies are byte-identical, autocannon checks every reply against it.
 */
async function probe(target) {
  const first = await send(target);
  if (first.status !== 200) throw new Error(`${target.name}: ${target.method || 'POST'} ${target.url} answered ${first.status}: ${first.text.slice(0, 800)}`);
  if (target.graphql) {
    const parsed = JSON.parse(first.text);
    if (parsed.errors || !parsed.data) throw new Error(`${target.name}: GraphQL errors: ${first.text.slice(0, 800)}`);
  }
  const again = await send(target);
  if (again.text === first.text) target.expectBody = first.text;
  else console.log(`  note: ${target.name} replies differ between identical requests; bodies are not checked`);
  target.replyBytes = first.bytes;
  return first;
}

/** The app targets: the REST and GraphQL shot, then the fixed-load set (every resolve route, GraphQL, a catalog read). */
function appTargets(appUrl) {
  const routes = resolveRoutes();
  const shot = routes.find((r) => r.path === SHOT_PATH);
  if (!shot) throw new Error(`no registered route ${SHOT_PATH}`);
  const rest = { name: 'rest', url: `${appUrl}${SHOT_PATH}`, path: SHOT_PATH, body: JSON.stringify(shot.body) };
  const graphql = { name: 'graphql', url: `${appUrl}/graphql`, path: '/graphql', body: JSON.stringify({ query: GRAPHQL_SHOT_QUERY, variables: { input: shot.body } }), graphql: true };
  const load = [
    ...routes.map((r) => ({ name: `POST ${r.path}`, url: `${appUrl}${r.path}`, path: r.path, body: JSON.stringify(r.body) })),
    { ...graphql, name: 'POST /graphql (shot)' },
    { name: `GET ${CATALOG_READ}`, url: `${appUrl}${CATALOG_READ}`, path: CATALOG_READ, method: 'GET' },
  ];
  return { rest, graphql, load };
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
  // The service's V8 flags first, before any engine function is optimized: the engine is timed as it runs there.
  require(path.join(DIST, 'common/health/v8-flags'));
  const { planShot, shotOdds } = require(path.join(DIST, 'engine/ae-wwii/shot'));
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
  // The exact odds as the service computes them: shotOdds walks the plan's program and
  // summarizes the distribution.
  const exactOdds = () => shotOdds(plan);
  const exact = exactOdds();

  const seeded = { ...volley, dice: { seed: 'bench' } };
  const resolve = (withOdds) => () =>
    resolveAeWwii('shot', seeded, { catalog, lang: 'en', odds: withOdds, freshSeed: () => 'unused' });

  return {
    volley,
    odds: exact,
    oddsMicros: round(timePerCall(exactOdds, 20_000, 2_000), 2),
    resolveWithOddsMicros: round(timePerCall(resolve(true), 10_000, 1_000), 2),
    resolveWithoutOddsMicros: round(timePerCall(resolve(false), 10_000, 1_000), 2),
    worstCases: worstCaseBench(registeredCatalogs()),
  };
}

function printEngine(engine) {
  console.log(`  odds of a six-shot Thompson volley (veteran officer at a German officer, 10"): ${engine.oddsMicros} us/call`);
  console.log(`  resolveAeWwii('shot', ...) with odds: ${engine.resolveWithOddsMicros} us/call, without: ${engine.resolveWithoutOddsMicros} us/call`);
  console.log('  worst cases within the caps (exact odds from scratch; min / median of 20 runs, 3 for a case over 100 ms; refusal of the request just beyond a cap):');
  for (const w of engine.worstCases) {
    console.log(`    ${w.game}: ${w.name}: ${w.minMs} / ${w.medianMs} ms (${w.runs} runs)${w.refusalMs !== undefined ? `, beyond the cap refused in ${w.refusalMs} ms` : ''}`);
  }
}

/** Min and median of `runs` timed calls, in ms, after a warm-up. */
function timeEach(fn, runs, warmup) {
  for (let i = 0; i < warmup; i++) fn();
  const times = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    fn();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { minMs: round(times[0], 3), medianMs: round(times[Math.floor(runs / 2)], 3) };
}

/** Every registered game (dist/src/games: GAMES) with its built-in catalog, built from its seed. */
function registeredCatalogs() {
  require('reflect-metadata');
  const { GAMES } = require(path.join(DIST, 'games'));
  const { buildEngineCatalog, catalogDataOf } = require(path.join(DIST, 'catalog/catalog-data'));
  return GAMES.map((g) => ({ game: g.definition, catalog: buildEngineCatalog(g.definition, catalogDataOf(g.definition, g.seed())) }));
}

/**
 * Each game's worst cases within its caps (GameDefinition.worstCases): the exact odds, planned
 * and computed from scratch each time (no cache), and the refusal of the request just beyond.
 */
function worstCaseBench(games) {
  const rows = [];
  for (const { game, catalog } of games) {
    for (const c of game.worstCases ?? []) {
      const edition = game.editions.length ? (game.defaultEdition ?? game.editions[0]) : undefined;
      const odds = () => game.actions[c.action].plan(c.request, { catalog, edition }).odds();
      // One run first: a case that takes seconds is timed 3 times (no warm-up), not 20, so it cannot hold the run.
      const first = timeEach(odds, 1, 0).medianMs;
      const runs = first > SLOW_CASE_MS ? 3 : 20;
      const row = { game: game.id, name: c.name, runs, ...timeEach(odds, runs, runs === 20 ? 3 : 0) };
      if (c.beyond !== undefined) {
        const refuse = () => {
          try {
            game.actions[c.action].plan(c.beyond, { catalog, edition });
          } catch (e) {
            if (e && e.code === 'too-large') return;
            throw e;
          }
          throw new Error(`${game.id}: "${c.name}" beyond its cap was not refused`);
        };
        row.refusalMs = timeEach(refuse, 200, 20).medianMs;
      }
      rows.push(row);
    }
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Soak.

/**
 * Reads the app's memory from its Prometheus exposition (prom-client's default metrics): heap
 * used, RSS, and the heap by space, from which `retained` is the heap outside the young
 * generation (old, code and large-object spaces: what survived collections).
 */
async function scrapeMemory(appUrl) {
  const res = await fetch(`${appUrl}/metrics`);
  if (res.status !== 200) throw new Error(`/metrics answered ${res.status}`);
  const text = await res.text();
  const lines = new Map();
  for (const line of text.split('\n')) {
    const cut = line.lastIndexOf(' ');
    if (!line.startsWith('#') && cut > 0) lines.set(line.slice(0, cut), Number(line.slice(cut + 1)));
  }
  const value = (name) => lines.get(name) ?? null;
  const heapUsed = value('nodejs_heap_size_used_bytes');
  const rss = value('process_resident_memory_bytes');
  const space = (name) => value(`nodejs_heap_space_size_used_bytes{space="${name}"}`);
  const young = space('new');
  if (heapUsed === null || rss === null || young === null) {
    throw new Error('/metrics lacks nodejs_heap_size_used_bytes, process_resident_memory_bytes or the new space');
  }
  return { heapUsed, rss, oldSpace: space('old'), retained: heapUsed - young - (space('new_large_object') ?? 0) };
}

/**
 * Heap verdict. Heap used at an arbitrary instant is the live heap plus garbage not collected
 * yet, and under load it swings by tens of MiB: the young generation fills and empties many times
 * a second, and old space collects promoted garbage until a mark-compact (a first version of this
 * verdict, on total heap used, saw minima between 49 and 64 MiB in one 3-minute soak whose old
 * space stayed between 41 and 45 MiB: the difference was only what the young generation held at
 * each sampling instant). So the verdict judges `retained`, the heap outside the young generation,
 * where anything that leaks ends up (an object that survives two scavenges is promoted), and takes
 * its lowest sample in the first and in the last third of the soak: the lowest of many samples
 * (every 2 s) lands close to what a mark-compact leaves. The heap has grown when the last third's
 * floor exceeds the first's by more than a tolerance of max(4 MiB, 10% of the first), which covers
 * the promotion that happens in the seconds between a mark-compact and the next sample. RSS is
 * printed but not judged: it also counts memory V8 and malloc keep reserved after a collection.
 */
function soakVerdict(samples, durationS, rps) {
  const usable = samples.filter((s) => s.retained !== null && s.retained !== undefined);
  const first = usable.filter((s) => s.t <= durationS / 3);
  const last = usable.filter((s) => s.t >= (2 * durationS) / 3);
  if (first.length < 2 || last.length < 2) {
    return { pass: null, reason: `too few heap samples (${first.length} in the first third, ${last.length} in the last)` };
  }
  const minFirst = Math.min(...first.map((s) => s.retained));
  const minLast = Math.min(...last.map((s) => s.retained));
  const growth = minLast - minFirst;
  const tolerance = Math.max(4 * MiB, 0.1 * minFirst);
  // Between the middles of the two thirds lie 2/3 of the soak: a steady leak smaller than this
  // many bytes per request would stay inside the tolerance.
  const requestsBetween = rps * ((2 * durationS) / 3);
  return {
    pass: growth <= tolerance,
    measure: 'heap used outside the young generation (old, code, large-object spaces)',
    firstThirdMinMiB: round(minFirst / MiB, 1),
    lastThirdMinMiB: round(minLast / MiB, 1),
    growthMiB: round(growth / MiB, 2),
    toleranceMiB: round(tolerance / MiB, 2),
    samplesFirstThird: first.length,
    samplesLastThird: last.length,
    // For comparison, the same floors of total heap used (young generation included): noisier.
    heapUsedFirstThirdMinMiB: round(Math.min(...first.map((s) => s.heapUsed)) / MiB, 1),
    heapUsedLastThirdMinMiB: round(Math.min(...last.map((s) => s.heapUsed)) / MiB, 1),
    undetectableLeakBytesPerRequest: requestsBetween > 0 ? Math.round(tolerance / requestsBetween) : null,
    rss: rssVerdict(usable, first, last),
  };
}

/**
 * RSS over the soak (the target): every sample under TARGETS.soakRssMiB, and flat: the
 * highest RSS of the last third within max(8 MiB, 5%) of the first third's. Peaks, not floors:
 * RSS rises when the heap takes new pages and falls only when V8 gives memory back (its memory
 * reducer, once, about 90 s into a soak after boot), so a floor compares that one release with
 * the working size, while a leak raises the peaks. Both floors are printed too.
 */
function rssVerdict(usable, first, last) {
  const rss = (xs) => xs.map((s) => s.rss).filter((x) => typeof x === 'number');
  const all = rss(usable);
  if (all.length === 0) return { pass: null, reason: 'no RSS samples' };
  const maxMiB = round(Math.max(...all) / MiB, 1);
  const firstMax = Math.max(...rss(first));
  const lastMax = Math.max(...rss(last));
  const tolerance = Math.max(8 * MiB, 0.05 * firstMax);
  const under = maxMiB < TARGETS.soakRssMiB;
  const flat = lastMax - firstMax <= tolerance;
  return {
    pass: under && flat,
    maxMiB,
    limitMiB: TARGETS.soakRssMiB,
    under,
    flat,
    firstThirdMaxMiB: round(firstMax / MiB, 1),
    lastThirdMaxMiB: round(lastMax / MiB, 1),
    firstThirdMinMiB: round(Math.min(...rss(first)) / MiB, 1),
    lastThirdMinMiB: round(Math.min(...rss(last)) / MiB, 1),
    toleranceMiB: round(tolerance / MiB, 1),
  };
}

/**
 * The targets as one autocannon target that sends them round-robin: a fixed body as it is (at the
 * target's `path`, else its URL's), a per-game distinct stream's request as its generator makes it
 * (each generator keeps its own count).
 */
function mixOf(appUrl, targets) {
  const requests = targets.map((t) => {
    if (t.requests) return t.requests[0];
    const p = t.path ?? new URL(t.url).pathname;
    return t.method === 'GET' ? { method: 'GET', path: p } : { method: 'POST', path: p, headers: { 'content-type': 'application/json' }, body: t.body };
  });
  return { url: appUrl, requests };
}

async function soak(appUrl, app, targets) {
  const mix = mixOf(appUrl, targets);
  const durationS = Math.round(CONFIG.soakMinutes * 60);
  console.log(
    `\n== Soak: ${targets.length} requests round-robin at ${CONFIG.soakRate} req/s (${CONFIG.loadConnections} connections), ` +
      `warm-up ${CONFIG.soakWarmupS} s, then ${durationS} s; heap scraped every ${CONFIG.soakScrapeS} s`,
  );
  await cannon(mix, { durationS: CONFIG.soakWarmupS, connections: CONFIG.loadConnections, rate: CONFIG.soakRate });

  const samples = [];
  const windows = [];
  let window = { latencies: [], non2xx: 0, errors: 0 };
  const closeWindow = (t) => {
    const w = window;
    window = { latencies: [], non2xx: 0, errors: 0 };
    w.latencies.sort((a, b) => a - b);
    const from = windows.length ? windows[windows.length - 1].toS : 0;
    windows.push({
      fromS: from,
      toS: t,
      requests: w.latencies.length + w.non2xx,
      rps: round((w.latencies.length + w.non2xx) / Math.max(0.001, t - from), 0),
      p50ms: round(percentile(w.latencies, 50), 3),
      p99ms: round(percentile(w.latencies, 99), 3),
      non2xx: w.non2xx,
      errors: w.errors,
    });
  };
  let t0 = Date.now();
  const elapsed = () => round((Date.now() - t0) / 1000, 1);
  let scraping = false;
  const sample = async () => {
    if (scraping) return;
    scraping = true;
    const t = elapsed();
    try {
      samples.push({ t, ...(await scrapeMemory(appUrl)) });
    } catch (e) {
      samples.push({ t, heapUsed: null, rss: null, oldSpace: null, retained: null, error: String(e && e.message) });
    } finally {
      scraping = false;
    }
  };

  t0 = Date.now();
  await sample();
  let nextReport = CONFIG.soakReportS;
  const timer = setInterval(() => {
    if (app.exit) return;
    const t = elapsed();
    if (t + 0.5 >= nextReport && t < durationS - 1) {
      closeWindow(t);
      nextReport += CONFIG.soakReportS;
      process.stdout.write(`  ${t} s\n`);
    }
    void sample();
  }, CONFIG.soakScrapeS * 1000);
  let run;
  try {
    run = summarize(
      await cannon(mix, {
        durationS,
        connections: CONFIG.loadConnections,
        rate: CONFIG.soakRate,
        onResponse: (status, ms) => {
          if (status >= 200 && status < 300) window.latencies.push(ms);
          else window.non2xx++;
        },
        onError: () => window.errors++,
      }),
    );
  } finally {
    clearInterval(timer);
  }
  if (app.exit) throw new Error(`the app exited during the soak (${JSON.stringify(app.exit)}):\n${app.tail.join('\n')}`);
  const end = elapsed();
  closeWindow(end);
  while (scraping) await sleep(50);
  await sample();

  // The printed series: the start, each report boundary, and the end.
  const series = [];
  for (const boundary of [0, ...windows.map((w) => w.toS)]) {
    const s = samples.reduce((best, x) => (best === null || Math.abs(x.t - boundary) < Math.abs(best.t - boundary) ? x : best), null);
    if (s && !series.includes(s)) series.push(s);
  }
  if (!series.includes(samples[samples.length - 1])) series.push(samples[samples.length - 1]);
  const verdict = soakVerdict(samples, end, run.rps);
  return { durationS: end, rate: CONFIG.soakRate, mix: targets.map((t) => t.name), run, windows, samples, series, verdict };
}

function printSoak(s) {
  const mib = (x) => (x === null || x === undefined ? null : round(x / MiB, 1));
  console.log('\nMemory (MiB), sampled at the start, every 30 s and at the end (retained: heap outside the young generation):');
  printRows(
    ['t s', 'heap used', 'retained', 'old space', 'RSS'],
    s.series.map((x) => [x.t, mib(x.heapUsed), mib(x.retained), mib(x.oldSpace), mib(x.rss)]),
  );
  console.log('\nLoad per window:');
  printRows(
    ['from s', 'to s', 'req/s', 'p50 ms', 'p99 ms', 'non2xx', 'errors'],
    s.windows.map((w) => [w.fromS, w.toS, w.rps, w.p50ms, w.p99ms, w.non2xx, w.errors]),
  );
  const r = s.run;
  console.log(`\nwhole soak: ${r.requests} requests, ${r.rps} req/s, p50 ${r.p50ms} ms, p99 ${r.p99ms} ms, non-2xx ${r.non2xx}, errors ${r.errors + r.timeouts}`);
  const v = s.verdict;
  if (v.pass === null) {
    console.log(`heap verdict: UNDECIDED, ${v.reason}`);
    return;
  }
  console.log(
    `heap verdict: ${v.pass ? 'PASS (no growth)' : 'FAIL (the heap grew)'}: lowest retained heap in the first third ${v.firstThirdMinMiB} MiB ` +
      `(${v.samplesFirstThird} samples), in the last third ${v.lastThirdMinMiB} MiB (${v.samplesLastThird} samples): ` +
      `${v.growthMiB >= 0 ? '+' : ''}${v.growthMiB} MiB, tolerance ${v.toleranceMiB} MiB ` +
      `(total heap used, young generation included: ${v.heapUsedFirstThirdMinMiB} -> ${v.heapUsedLastThirdMinMiB} MiB). ` +
      `A steady leak under ~${v.undetectableLeakBytesPerRequest} bytes per request would not show in a soak this long.`,
  );
  const r2 = v.rss;
  if (r2.pass === null) console.log(`RSS verdict: UNDECIDED, ${r2.reason}`);
  else
    console.log(
      `RSS verdict: ${r2.pass ? 'PASS' : 'FAIL'}: highest ${r2.maxMiB} MiB (${r2.under ? 'under' : 'NOT under'} ${r2.limitMiB} MiB); ` +
        `highest in the first third ${r2.firstThirdMaxMiB} MiB, in the last ${r2.lastThirdMaxMiB} MiB (${r2.flat ? 'flat' : 'GREW'}, tolerance ${r2.toleranceMiB} MiB; ` +
        `lowest ${r2.firstThirdMinMiB} and ${r2.lastThirdMinMiB} MiB).`,
    );
}

// ---------------------------------------------------------------------------------------------
// Report.

function printRows(header, rows) {
  const cells = [header, ...rows].map((row) => row.map((c) => (c === null || c === undefined ? '-' : String(c))));
  const widths = header.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  const line = (row) => row.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(cells[0]));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of cells.slice(1)) console.log(line(row));
}


function printThroughput(targets) {
  printRows(
    ['target', 'req/s', 'p50 ms', 'p99 ms', 'non2xx', 'errors', `@${CONFIG.rate}: req/s`, 'p50 ms', 'p99 ms', 'non2xx', 'errors', 'evenly: p50', 'p99', 'load'],
    targets.map(({ name, saturation: s, atRate: r, atRateEvenly: e }) => [name, s.rps, s.p50ms, s.p99ms, s.non2xx, errorsOf(s), r.rps, r.p50ms, r.p99ms, r.non2xx, errorsOf(r), e.p50ms, e.p99ms, r.loadAvg1m]),
  );
  console.log(
    `(errors = connection errors + timeouts + body mismatches; left: ${CONFIG.connections} connections for ${CONFIG.durationS} s; right: fixed ${CONFIG.rate} req/s over ${CONFIG.rateConnections} connections, ` +
      `by autocannon (each second's requests in a burst) and evenly spaced (bench/paced.js, ${CONFIG.pacedDurationS} s); load: 1-minute load average after the target, about 2 is the bench alone)`,
  );
}

function printLoad(rows, bare) {
  const x = (a, b) => (a === null || b === null || !b ? null : round(a / b, 2));
  printRows(
    ['target', 'req/s', 'p50 ms', 'p99 ms', 'x bare', 'max ms', 'non2xx', 'errors', 'body checked', 'evenly: p50', 'p99', 'x bare', 'load'],
    rows.map(({ name, atLoad: r, atLoadEvenly: e, bodyChecked }) => [
      name,
      r.rps,
      r.p50ms,
      r.p99ms,
      x(r.p99ms, bare.atRate.p99ms),
      r.maxMs,
      r.non2xx + e.non2xx,
      errorsOf(r) + errorsOf(e),
      bodyChecked ? 'yes' : 'no',
      e.p50ms,
      e.p99ms,
      x(e.p99ms, bare.atRateEvenly.p99ms),
      r.loadAvg1m,
    ]),
  );
  console.log(
    `(fixed ${CONFIG.loadRate} req/s over ${CONFIG.loadConnections} connections for ${CONFIG.loadDurationS} s each, after ${CONFIG.warmupS} s at the same rate, then evenly spaced for ${CONFIG.pacedDurationS} s; ` +
      `before the first, ${CONFIG.loadMixWarmupS} s of all of them round-robin; x bare: against bare's p99 of section 2 read the same way, ${bare.atRate.p99ms} and ${bare.atRateEvenly.p99ms} ms)`,
  );
}

function machine() {
  const git = (...args) => {
    try {
      return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      return null; // not a git checkout
    }
  };
  const commit = git('rev-parse', '--short', 'HEAD');
  // The bench measures the built working tree, which may hold changes not yet committed.
  const dirty = git('status', '--porcelain', '--', 'src', 'migrations');
  const version = (from) => {
    try {
      return require(require.resolve('fastify/package.json', { paths: [from] })).version;
    } catch {
      return null;
    }
  };
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0] ? cpus[0].model : null,
    memoryGiB: round(os.totalmem() / 2 ** 30, 1),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    commit,
    uncommittedChangesInSrc: dirty === null ? null : dirty.split('\n').filter(Boolean).length,
    fastify: { bare: version(__dirname), nest: version(path.dirname(require.resolve('@nestjs/platform-fastify'))) },
  };
}

// ---------------------------------------------------------------------------------------------

async function startApp() {
  const appPort = await freePort();
  const app = startChild('app', [...APP_NODE_FLAGS, path.join(DIST, 'main.js')], { ...APP_ENV, PORT: String(appPort), HOST, DATABASE_URL: CONFIG.databaseUrl });
  const appUrl = `http://${HOST}:${appPort}`;
  const bootStart = Date.now();
  await waitUntil(app, async () => (await fetch(`${appUrl}/health/ready`)).status === 200, CONFIG.bootTimeoutMs, '/health/ready = 200');
  const readyMs = Date.now() - bootStart;
  console.log(`  app ready on ${appUrl} in ${readyMs} ms (DATABASE_URL=${redact(CONFIG.databaseUrl)})`);
  return { app, appUrl, readyMs };
}

/** Starts a reference server (bare Fastify or minimal Nest) and checks it answers with `bytes` bytes. */
async function startReference(name, script, bytes, body) {
  const port = await freePort();
  const handle = startChild(name, [path.join(__dirname, script)], { PORT: String(port), HOST, REPLY_BYTES: String(bytes) });
  const url = `http://${HOST}:${port}/v1/ae-wwii/resolve/shot`;
  const target = { name, url, body };
  await waitUntil(handle, async () => (await send(target)).status === 200, 30_000, 'a 200 on its route');
  const res = await probe(target);
  if (res.bytes !== bytes) throw new Error(`${name} reply is ${res.bytes} bytes, the app's ${bytes}`);
  return { handle, target };
}

/**
 * One saturation pass of a per-game target (bench/per-game.js): a warm-up of `warmupS`, then
 * saturation with the server's CPU time read before and after (CPU us per request = CPU time /
 * requests answered).
 */
async function saturationCpu(target, pid, warmupS) {
  await cannon(target, { durationS: warmupS, connections: CONFIG.connections });
  const before = cpuTimes(pid);
  const run = await cannon(target, { durationS: CONFIG.cpuDurationS, connections: CONFIG.connections });
  const after = cpuTimes(pid);
  const answered = run.result.requests.total;
  const known = before !== null && after !== null && answered > 0;
  const per = (k) => (known ? round((after[k] - before[k]) / answered, 1) : null);
  await sleep(300);
  return { saturation: summarize(run), cpuUsPerRequest: known ? round(per('user') + per('system'), 1) : null, userUs: per('user'), systemUs: per('system') };
}

/** A per-game target at the fixed rate (BENCH_RATE), read by autocannon and evenly spaced, then the server's RSS. */
async function fixedRate(target, pid) {
  process.stdout.write(`  ${target.name}: ${CONFIG.rate} req/s ${CONFIG.cpuDurationS} s`);
  const atRate = summarize(await cannon(target, { durationS: CONFIG.cpuDurationS, connections: CONFIG.rateConnections, rate: CONFIG.rate }));
  process.stdout.write(`, evenly ${CONFIG.pacedDurationS} s`);
  const atRateEvenly = await evenly(target, CONFIG.rate, CONFIG.rateConnections);
  process.stdout.write(' done\n');
  await sleep(300);
  return { atRate, atRateEvenly, rssMiB: round((rssBytes(pid) ?? NaN) / MiB, 1) };
}

/** Status of one POST (a GraphQL reply with errors counts as 'graphql-errors'). */
async function postStatus(url, body) {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const text = await res.text();
  if (res.status === 200 && url.endsWith('/graphql') && JSON.parse(text).errors) return `graphql-errors: ${text.slice(0, 400)}`;
  return res.status;
}

/**
 * The per-game section: the REST and GraphQL shot of every registered game on a repeated body and
 * on a stream of distinct situations, against bare (same reply size as the AE-WWII REST shot).
 * First every stream round-robin (BENCH_PER_GAME_MIX_WARMUP), then BENCH_PER_GAME_PASSES
 * saturation passes, each bare then every target (a row is the median of its passes), then one
 * fixed-rate reading of each, bare first.
 */
async function runPerGame(report, appHandle, appUrl, replyBytes, bareBody) {
  const only = process.env.BENCH_TARGETS ? new RegExp(process.env.BENCH_TARGETS) : undefined;
  const targets = (await perGameTargets({ root: ROOT, dist: DIST, appUrl, status: postStatus })).filter((t) => !only || only.test(t.name));
  const passCount = Math.max(1, Math.round(CONFIG.perGamePasses));
  console.log(
    `\n  per game: ${targets.length} targets round-robin for ${CONFIG.perGameMixWarmupS} s, then ${passCount} passes of bare and each target ` +
      `(warm-up ${CONFIG.warmupS} s in the first, 1 s after; saturation ${CONFIG.cpuDurationS} s, ${CONFIG.connections} connections, server CPU read from /proc), ` +
      `then each at ${CONFIG.rate} req/s for ${CONFIG.cpuDurationS} s and evenly for ${CONFIG.pacedDurationS} s`,
  );
  const bare = await startReference('bare', 'bare-server.js', replyBytes, bareBody);
  const barePid = bare.handle.child.pid;
  const appPid = appHandle.child.pid;
  // BENCH_TARGETS may keep none of the app's streams: bare alone is then measured.
  if (targets.length > 0) await cannon(mixOf(appUrl, targets), { durationS: CONFIG.perGameMixWarmupS, connections: CONFIG.connections });
  const all = [{ name: 'bare', target: bare.target, pid: barePid }, ...targets.map((t) => ({ name: t.name, target: t, pid: appPid }))];
  const passes = all.map(() => []);
  for (let p = 0; p < passCount; p++) {
    process.stdout.write(`  pass ${p + 1} of ${passCount}:`);
    for (let i = 0; i < all.length; i++) {
      passes[i].push(await saturationCpu(all[i].target, all[i].pid, p === 0 ? CONFIG.warmupS : 1));
      process.stdout.write(` ${passes[i][p].cpuUsPerRequest}`);
    }
    process.stdout.write(' us a request\n');
  }
  const rows = [];
  for (let i = 0; i < all.length; i++) {
    const t = all[i];
    rows.push({ name: t.name, ...(t.target.transport ? { transport: t.target.transport, stream: t.target.stream } : {}), ...perGameRow(passes[i], passes[0]), ...(await fixedRate(t.target, t.pid)) });
  }
  await stopChild(bare.handle);
  const b = rows[0];
  for (const r of rows) {
    r.p99VsBareAtRate = round(r.atRate.p99ms / b.atRate.p99ms, 2);
    r.p99VsBareEvenly = round(r.atRateEvenly.p99ms / b.atRateEvenly.p99ms, 2);
  }
  report.perGame = rows;
  console.log('');
  printRows(
    ['target', 'req/s', 'x bare', 'CPU us/req', 'passes', 'x bare', 'user', 'sys', `p99 ms @${CONFIG.rate}`, 'x bare', 'evenly', 'x bare', 'non2xx', 'errors', 'RSS MiB', 'load'],
    rows.map((r) => [
      r.name,
      r.saturation.rps,
      r.rpsVsBare,
      r.cpuUsPerRequest,
      rangeOf(r.passes.map((p) => p.cpuUsPerRequest)),
      r.cpuVsBare,
      r.userUs,
      r.systemUs,
      r.atRate.p99ms,
      r.p99VsBareAtRate,
      r.atRateEvenly.p99ms,
      r.p99VsBareEvenly,
      r.saturation.non2xx + r.atRate.non2xx + r.atRateEvenly.non2xx,
      errorsOf(r.saturation) + errorsOf(r.atRate) + errorsOf(r.atRateEvenly),
      r.rssMiB,
      r.atRate.loadAvg1m,
    ]),
  );
  console.log(
    `(req/s, x bare, CPU us/req, user, sys: the median of ${passCount} passes, each ratio against bare's in the same pass; passes: the lowest and highest CPU us/req; ` +
      "CPU us/req: the server process's user + system CPU time over a saturation run / requests answered; CPU x bare: informational; " +
      'distinct: a fresh seed per request and, where the example has a distance, every accepted distance in turn)',
  );
  console.log(`(p99 @${CONFIG.rate}: autocannon's fixed rate, each second's requests sent in a burst ${CONFIG.rateConnections} at a time; evenly: the same rate with requests evenly spaced, bench/paced.js, ${CONFIG.pacedDurationS} s)`);
  report.perGameTargets = rows.slice(1).flatMap((r) => {
    const rest = r.transport === 'REST';
    const limit = rest ? TARGETS.restCpuUs : TARGETS.graphqlCpuUs;
    const ratio = rest ? TARGETS.restPerGameVsBareRps : TARGETS.graphqlPerGameVsBareRps;
    return [
      { name: `${r.name}: server CPU <= ${limit} us/request`, value: r.cpuUsPerRequest, pass: r.cpuUsPerRequest !== null && r.cpuUsPerRequest <= limit },
      { name: `${r.name}: req/s >= ${ratio}x bare`, value: r.rpsVsBare, pass: r.rpsVsBare >= ratio },
      { name: `${r.name}: p99 at ${CONFIG.rate} req/s <= ${TARGETS.perGameVsBareP99AtRate}x bare`, value: r.p99VsBareAtRate, pass: r.p99VsBareAtRate <= TARGETS.perGameVsBareP99AtRate },
    ];
  });
  for (const t of report.perGameTargets) console.log(`  ${t.pass ? 'PASS' : 'FAIL'}  ${t.name}: ${t.value}`);
}

/** BENCH_PER_GAME=only: the per-game CPU section alone (the app and bare). */
async function runPerGameOnly(report) {
  console.log('== Per game: server CPU per request');
  const { app, appUrl, readyMs } = await startApp();
  report.appReadyMs = readyMs;
  const { rest } = appTargets(appUrl);
  await probe(rest);
  await runPerGame(report, app, appUrl, rest.replyBytes, rest.body);
  report.childExits = { app: await stopChild(app) };
}

async function runStandard(report) {
  console.log('== Engine micro-benchmark');
  report.engine = engineBench();
  printEngine(report.engine);

  console.log('\n== HTTP');
  const { app, appUrl, readyMs } = await startApp();
  report.appReadyMs = readyMs;
  const { rest, graphql, load } = appTargets(appUrl);
  // Every request the bench will send must answer 200 before anything is measured.
  await probe(rest);
  await probe(graphql);
  for (const t of load) await probe(t);
  report.replyBytes = Object.fromEntries([rest, graphql, ...load].map((t) => [t.name, t.replyBytes]));
  console.log(`  probed ${2 + load.length} requests, all 200; shot reply: REST ${rest.replyBytes} bytes, GraphQL ${graphql.replyBytes} bytes`);

  const bare = await startReference('bare', 'bare-server.js', rest.replyBytes, rest.body);
  const nest = await startReference('minimal-nest', 'minimal-nest.js', rest.replyBytes, rest.body);

  console.log(
    `\n  throughput: warm-up ${CONFIG.warmupS} s, saturation ${CONFIG.durationS} s (${CONFIG.connections} connections), ` +
      `then ${CONFIG.rate} req/s for ${CONFIG.durationS} s (${CONFIG.rateConnections} connections)`,
  );
  const throughputTargets = [bare.target, nest.target, rest, graphql];
  report.http = {};
  for (const t of throughputTargets) report.http[t.name] = { ...(await measure(t)), bodyChecked: Boolean(t.expectBody) };

  const [bareExit, nestExit] = await Promise.all([stopChild(bare.handle), stopChild(nest.handle)]);

  await runPerGame(report, app, appUrl, rest.replyBytes, rest.body);

  console.log(
    `\n  fixed load: first all ${load.length} targets round-robin for ${CONFIG.loadMixWarmupS} s (${CONFIG.connections} connections), ` +
      `then each target ${CONFIG.loadRate} req/s for ${CONFIG.loadDurationS} s (${CONFIG.loadConnections} connections)`,
  );
  await cannon(mixOf(appUrl, load), { durationS: CONFIG.loadMixWarmupS, connections: CONFIG.connections });
  report.load = [];
  for (const t of load) report.load.push({ name: t.name, ...(await measureAtLoad(t)), bodyChecked: Boolean(t.expectBody), replyBytes: t.replyBytes });

  const appExit = await stopChild(app);
  report.childExits = { bare: bareExit, minimalNest: nestExit, app: appExit };

  const h = report.http;
  const ratio = (a, b) => (a === null || b === null || b === 0 ? null : round(a / b, 2));
  report.ratios = {
    restVsBareRps: ratio(h.rest.saturation.rps, h.bare.saturation.rps),
    graphqlVsBareRps: ratio(h.graphql.saturation.rps, h.bare.saturation.rps),
    minimalNestVsBareRps: ratio(h['minimal-nest'].saturation.rps, h.bare.saturation.rps),
    restVsMinimalNestRps: ratio(h.rest.saturation.rps, h['minimal-nest'].saturation.rps),
    restVsBareP99AtRate: ratio(h.rest.atRate.p99ms, h.bare.atRate.p99ms),
    graphqlVsBareP99AtRate: ratio(h.graphql.atRate.p99ms, h.bare.atRate.p99ms),
    minimalNestVsBareP99AtRate: ratio(h['minimal-nest'].atRate.p99ms, h.bare.atRate.p99ms),
  };
  const check = (name, value, pass) => ({ name, value, pass: value !== null && pass });
  report.targets = [
    check(`REST req/s >= ${TARGETS.restVsBareRps}x bare`, report.ratios.restVsBareRps, report.ratios.restVsBareRps >= TARGETS.restVsBareRps),
    check(`REST p99 at ${CONFIG.rate} req/s <= ${TARGETS.restVsBareP99AtRate}x bare`, report.ratios.restVsBareP99AtRate, report.ratios.restVsBareP99AtRate <= TARGETS.restVsBareP99AtRate),
    check(`GraphQL req/s >= ${TARGETS.graphqlVsBareRps}x bare`, report.ratios.graphqlVsBareRps, report.ratios.graphqlVsBareRps >= TARGETS.graphqlVsBareRps),
    check(`odds of the six-shot volley < ${TARGETS.oddsMicros} us`, report.engine.oddsMicros, report.engine.oddsMicros < TARGETS.oddsMicros),
    ...report.engine.worstCases.map((w) => check(`${w.game} ${w.name}: exact odds < ${TARGETS.worstCaseMs} ms (median)`, w.medianMs, w.medianMs < TARGETS.worstCaseMs)),
    ...report.engine.worstCases
      .filter((w) => w.refusalMs !== undefined)
      .map((w) => check(`${w.game} ${w.name}: beyond the cap refused < ${TARGETS.refusalMs} ms`, w.refusalMs, w.refusalMs < TARGETS.refusalMs)),
    // Every route of the fixed load against bare's p99 at its fixed rate (the same rate by default).
    ...report.load.map((l) => {
      const x = ratio(l.atLoad.p99ms, h.bare.atRate.p99ms);
      return check(`${l.name}: p99 at ${CONFIG.loadRate} req/s <= ${TARGETS.perGameVsBareP99AtRate}x bare's at ${CONFIG.rate}`, x, x <= TARGETS.perGameVsBareP99AtRate);
    }),
  ];

  console.log('');
  printThroughput(throughputTargets.map((t) => ({ name: t.name, ...h[t.name] })));
  console.log('');
  console.log(
    `ratios: REST/bare req/s ${report.ratios.restVsBareRps}, GraphQL/bare req/s ${report.ratios.graphqlVsBareRps}, ` +
      `REST/bare p99 at ${CONFIG.rate} req/s ${report.ratios.restVsBareP99AtRate}`,
  );
  console.log(
    `framework floor: minimal Nest/bare req/s ${report.ratios.minimalNestVsBareRps} (p99 at ${CONFIG.rate} req/s ${report.ratios.minimalNestVsBareP99AtRate}x bare); ` +
      `REST/minimal Nest req/s ${report.ratios.restVsMinimalNestRps}`,
  );
  console.log('');
  printLoad(report.load, h.bare);
  console.log('\n== Targets (informative; they do not fail the run)');
  for (const t of [...report.targets, ...(report.perGameTargets ?? [])]) console.log(`  ${t.pass ? 'PASS' : 'FAIL'}  ${t.name}: ${t.value}`);
  report.evenly = evenlySummary(report, h.bare.atRateEvenly.p99ms);
  console.log(`\n${report.evenly.line}`);
  noteUncleanExits(report.childExits);
}

/**
 * Informational (the targets read autocannon's figures): how many p99s read with evenly spaced
 * requests are within the p99 target's factor of bare's read the same way.
 */
function evenlySummary(report, bareRoutesP99) {
  const within = (p99, bare) => p99 !== null && bare !== null && p99 <= TARGETS.perGameVsBareP99AtRate * bare;
  const routes = (report.load ?? []).filter((l) => l.name.startsWith('POST ') && RESOLVE_PATH.test(l.name.slice('POST '.length)));
  const perGame = (report.perGame ?? []).slice(1);
  const bareGame = report.perGame?.[0]?.atRateEvenly.p99ms ?? null;
  const routesWithin = routes.filter((l) => within(l.atLoadEvenly.p99ms, bareRoutesP99)).length;
  const gamesWithin = perGame.filter((r) => within(r.atRateEvenly.p99ms, bareGame)).length;
  return {
    routesWithin,
    routes: routes.length,
    perGameWithin: gamesWithin,
    perGame: perGame.length,
    line:
      `informational, not a target: p99 at ${CONFIG.rate} req/s with requests evenly spaced (bench/paced.js) within ${TARGETS.perGameVsBareP99AtRate}x bare's read the same way: ` +
      `${routesWithin} of ${routes.length} resolve routes (bare ${bareRoutesP99} ms), ${gamesWithin} of ${perGame.length} per-game streams (bare ${bareGame} ms)`,
  };
}

async function runSoak(report) {
  console.log('== Soak');
  const { app, appUrl, readyMs } = await startApp();
  report.appReadyMs = readyMs;
  const { load } = appTargets(appUrl);
  for (const t of load) await probe(t);
  console.log(`  probed ${load.length} requests, all 200`);
  report.soak = await soak(appUrl, app, load);
  report.childExits = { app: await stopChild(app) };
  printSoak(report.soak);
  noteUncleanExits(report.childExits);
}

/** A clean stop is exit 0 or, for the app, SIGTERM re-raised by Nest once its shutdown hooks ran. */
function noteUncleanExits(exits) {
  for (const [name, e] of Object.entries(exits)) if (e.code !== 0 && e.signal !== 'SIGTERM') console.log(`  note: ${name} exited with ${JSON.stringify(e)} on SIGTERM`);
}

/** BENCH_ENGINE=only: the engine section alone, no servers (a quick check of the odds' worst cases). */
const ENGINE_ONLY = process.env.BENCH_ENGINE === 'only';
const PER_GAME_ONLY = process.env.BENCH_PER_GAME === 'only';

function runEngineOnly(report) {
  console.log('== Engine (in process)');
  report.engine = engineBench();
  printEngine(report.engine);
}

async function main() {
  const startedAt = new Date();
  const report = {
    startedAt: startedAt.toISOString(),
    mode: SOAK ? 'soak' : 'standard',
    machine: machine(),
    config: { ...CONFIG, databaseUrl: redact(CONFIG.databaseUrl) },
    appEnv: APP_ENV,
  };
  report.loadAvgAtStart = os.loadavg().map((x) => round(x, 2));
  report.pinned = PIN ?? null;
  if (PIN) console.log(`BENCH_PIN=1: servers pinned to CPU ${PIN.server}, the load generator to CPU ${PIN.load} (figures for comparing builds, not for the targets)\n`);
  if (report.loadAvgAtStart[0] > 0.5) {
    console.log(`note: the machine is already busy before the bench starts (load average ${report.loadAvgAtStart.join(', ')} on ${os.cpus().length} cores): expect lower, noisier figures\n`);
  }
  if (report.machine.uncommittedChangesInSrc) console.log(`note: measuring a working tree with ${report.machine.uncommittedChangesInSrc} uncommitted change(s) in src/ or migrations/\n`);
  if (SOAK) await runSoak(report);
  else if (ENGINE_ONLY) runEngineOnly(report);
  else if (PER_GAME_ONLY) await runPerGameOnly(report);
  else await runStandard(report);

  report.loadAvgAtEnd = os.loadavg().map((x) => round(x, 2));
  report.finishedAt = new Date().toISOString();
  const dir = path.join(__dirname, 'results');
  fs.mkdirSync(dir, { recursive: true });
  const stamp = startedAt.toISOString().replace(/:/g, '-').replace(/\.\d+Z$/, 'Z');
  const file = path.join(dir, `${stamp}${SOAK ? '-soak' : ''}.json`);
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
