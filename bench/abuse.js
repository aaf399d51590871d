'use strict';
/* global fetch, setTimeout, Buffer */
/**
 * `npm run bench:abuse` (builds first): what the heaviest bodies cost the server, in CPU.
 *
 * The abuse suite (test/abuse) proves in work units that every body the caps allow is either
 * admitted within the budget or refused by its cost model before any work; this measures what
 * those units cost on this machine. Two fresh app processes (one per transport) run with
 * `SERVER_TIMING=true`, so each reply carries the process's CPU time for that request, and with
 * `ODDS_CACHE=false`, so a body sent again is worked out again (an attacker varies its bodies).
 * Each is warmed with every action's example, then sent each game's declared worst cases
 * (GameDefinition.worstCases: the request and, where there is one, the request one step beyond
 * a cap) several times, over REST and over GraphQL (the action's field with `$input`), and one
 * GraphQL document with ten aliases of the game's heaviest case. Rate limiting and load shedding
 * are off: the bench measures work, not refusals. The process's CPU time counts its GC and
 * helper threads too, so one reading moves a lot on shared cores: each row reports the median of
 * several, and the first (cold) one apart.
 *
 * Prints one row per body and transport (status, median and cold CPU ms, reply bytes) and, per
 * game and transport, the worst median against the budget's target (~50 ms); writes the rows as
 * JSON to bench/results/. Exits non-zero only when it could not measure (an app did not boot).
 *
 * Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), BENCH_WARMUP_ROUNDS
 * (examples sent per action before measuring, default 30), BENCH_ABUSE_REPEATS (readings
 * of each body after the cold one, default 5).
 */
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { graphqlTwin } = require('./per-game');

const ROOT = path.resolve(__dirname, '..');
const DIST = path.join(ROOT, 'dist', 'src');
const HOST = '127.0.0.1';
const DATABASE_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const WARMUP_ROUNDS = Number(process.env.BENCH_WARMUP_ROUNDS || 30);
/** Readings of each body after its first (cold) one. */
const REPEATS = Number(process.env.BENCH_ABUSE_REPEATS || 5);
/** What the default budget stands for (src/engine/core/cost.ts): the figure each row is read against. */
const TARGET_MS = 50;
const ALIASES = 10;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startApp(name) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(DIST, 'main.js')], {
    env: { ...process.env, PORT: String(port), HOST, DATABASE_URL, LOG_LEVEL: 'warn', NODE_ENV: 'production', MIGRATIONS: 'boot', RATE_LIMIT_ENABLED: 'false', MAX_EVENT_LOOP_DELAY_MS: '0', SERVER_TIMING: 'true', ODDS_CACHE: 'false' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://${HOST}:${port}`;
  for (let i = 0; i < 120; i++) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}) before it was ready`);
    const ok = await fetch(`${url}/health/ready`).then((r) => r.status === 200, () => false);
    if (ok) return { child, url };
    await sleep(500);
  }
  child.kill('SIGKILL');
  throw new Error(`${name} was not ready within 60 s`);
}

/** One POST: status, the server's CPU for it (Server-Timing), reply bytes, and GraphQL error codes. */
async function post(url, body) {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const text = await res.text();
  const timing = /cpu;dur=([\d.]+)/.exec(res.headers.get('server-timing') || '');
  let codes = [];
  let error;
  if (url.endsWith('/graphql')) {
    const errors = JSON.parse(text).errors || [];
    codes = res.status === 200 ? [...new Set(errors.map((e) => (e.extensions && e.extensions.code) || 'ERROR'))] : [];
    if (errors.length > 0) error = errors[0].message;
  } else if (res.status >= 400) {
    error = JSON.parse(text).detail;
  }
  return { status: res.status, cpuMs: timing ? Number(timing[1]) : null, bytes: Buffer.byteLength(text), codes, ...(error ? { error: String(error).slice(0, 300) } : {}) };
}

/**
 * A GraphQL document with `n` aliases of the twin's one field, each selecting `complete text` (the
 * odds are worked out whatever is selected): ten full selections are over the static query cost
 * and refused before any work, which is not what this row measures.
 */
function aliased(twin, n) {
  const m = /^query (\w+)\((\$input: [^)]+)\) \{ (\w+)\(input: \$input\) \{ (.*) \} \}$/s.exec(twin.query);
  if (!m) throw new Error(`unexpected twin query: ${twin.query.slice(0, 120)}`);
  const fields = Array.from({ length: n }, (_, i) => `a${i}: ${m[3]}(input: $input) { complete text }`).join(' ');
  return `query ${m[1]}Aliased(${m[2]}) { ${fields} }`;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/**
 * One body sent `REPEATS + 1` times: the first reading is the cold one (code paths the examples
 * did not warm get compiled then), the row's figure the median of the others.
 */
async function measured(url, body) {
  const readings = [];
  for (let i = 0; i <= REPEATS; i++) readings.push(await post(url, body));
  const cpu = readings.slice(1).map((r) => r.cpuMs).filter((x) => x !== null);
  return { ...readings[readings.length - 1], cpuMs: cpu.length ? Math.round(median(cpu) * 1000) / 1000 : null, coldCpuMs: readings[0].cpuMs };
}

async function main() {
  require('reflect-metadata');
  const { GAMES } = require(path.join(DIST, 'games'));
  const { DEFAULT_COST_BUDGET } = require(path.join(DIST, 'engine', 'core', 'cost'));
  const budget = Number(process.env.COST_BUDGET || DEFAULT_COST_BUDGET);
  const rest = await startApp('REST app');
  const gql = await startApp('GraphQL app');
  const rows = [];
  try {
    for (const game of GAMES) {
      const id = game.definition.id;
      const twins = new Map(Object.keys(game.actions).map((a) => [a, graphqlTwin(ROOT, DIST, game, a)]));
      for (let i = 0; i < WARMUP_ROUNDS; i++) {
        for (const [action, transport] of Object.entries(game.actions)) {
          const example = { ...transport.example, dice: { seed: `warm-${i}` } };
          await post(`${rest.url}/v1/${id}/resolve/${action}`, example);
          await post(`${gql.url}/graphql`, { query: twins.get(action).query, variables: { input: twins.get(action).input(example) } });
        }
      }
      for (const c of game.definition.worstCases ?? []) {
        const twin = twins.get(c.action);
        for (const [which, body] of [['request', c.request], ['beyond', c.beyond]]) {
          if (body === undefined) continue;
          const name = `${c.name}${which === 'beyond' ? ' (beyond a cap)' : ''}`;
          rows.push({ game: id, case: name, transport: 'REST', ...(await measured(`${rest.url}/v1/${id}/resolve/${c.action}`, body)) });
          rows.push({ game: id, case: name, transport: 'GraphQL', ...(await measured(`${gql.url}/graphql`, { query: twin.query, variables: { input: twin.input(body) } })) });
        }
      }
      const heaviest = (game.definition.worstCases ?? [])[0];
      if (heaviest) {
        const twin = twins.get(heaviest.action);
        const body = { ...heaviest.request, dice: { seed: 'aliased' } };
        rows.push({ game: id, case: `${ALIASES} aliases of: ${heaviest.name}`, transport: 'GraphQL', ...(await measured(`${gql.url}/graphql`, { query: aliased(twin, ALIASES), variables: { input: twin.input(body) } })) });
      }
    }
  } finally {
    rest.child.kill('SIGTERM');
    gql.child.kill('SIGTERM');
  }

  const width = Math.max(...rows.map((r) => r.case.length), 10);
  console.log(`\nHeaviest bodies, server CPU per request, median of ${REPEATS} after a cold one (budget ${budget} units, target about ${TARGET_MS} ms)\n`);
  console.log(`${'game'.padEnd(13)} ${'case'.padEnd(width)} ${'transport'.padEnd(9)} status     cpu ms    cold   bytes`);
  for (const r of rows) {
    const status = `${r.status}${r.codes.length ? ` ${r.codes.join(',')}` : ''}`;
    console.log(`${r.game.padEnd(13)} ${r.case.padEnd(width)} ${r.transport.padEnd(9)} ${status.padEnd(10)} ${String(r.cpuMs ?? '-').padStart(7)} ${String(r.coldCpuMs ?? '-').padStart(7)} ${String(r.bytes).padStart(7)}`);
  }
  console.log('\nWorst per game and transport:');
  for (const game of new Set(rows.map((r) => r.game))) {
    for (const transport of ['REST', 'GraphQL']) {
      const mine = rows.filter((r) => r.game === game && r.transport === transport && r.cpuMs !== null);
      if (mine.length === 0) continue;
      const worst = mine.reduce((a, b) => (b.cpuMs > a.cpuMs ? b : a));
      console.log(`  ${game} ${transport}: ${worst.cpuMs} ms (${worst.case}) ${worst.cpuMs <= TARGET_MS ? 'within' : 'OVER'} ${TARGET_MS} ms`);
    }
  }
  const out = path.join(__dirname, 'results', `abuse-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, JSON.stringify({ machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version }, budget, repeats: REPEATS, rows }, null, 2));
  console.log(`\nrows written to ${path.relative(ROOT, out)}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
