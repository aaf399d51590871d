'use strict';
/* global fetch, setTimeout, Buffer */
/**
 * `npm run bench:abuse` (builds first): what the heaviest bodies cost the server, in CPU.
 *
 * The abuse suite (test/abuse) proves in work units that every body the caps allow is either
 * admitted within the budget or refused by its cost model before any work; this measures what
 * those units cost on this machine. Two fresh app processes (one per transport, so neither
 * answers from the other's situation cache) with `SERVER_TIMING=true`: each reply carries the
 * process's CPU time for that request. Each is warmed with every action's example, then sent each
 * game's declared worst cases (GameDefinition.worstCases: the request and, where there is one,
 * the request one step beyond a cap) once, over REST and over GraphQL (the action's field with
 * `$input`), and one GraphQL document with ten aliases of the game's heaviest case. Rate
 * limiting and load shedding are off: the bench measures work, not refusals.
 *
 * Prints one row per body and transport (status, CPU ms, reply bytes) and, per game and
 * transport, the worst against the budget's target (~50 ms); writes the rows as JSON to
 * bench/results/. Exits non-zero only when it could not measure (an app did not boot).
 *
 * Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), BENCH_WARMUP_ROUNDS
 * (examples sent per action before measuring, default 30).
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
    env: { ...process.env, PORT: String(port), HOST, DATABASE_URL, LOG_LEVEL: 'warn', NODE_ENV: 'production', MIGRATIONS: 'boot', RATE_LIMIT_ENABLED: 'false', MAX_EVENT_LOOP_DELAY_MS: '0', SERVER_TIMING: 'true' },
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
  if (url.endsWith('/graphql') && res.status === 200) {
    const errors = JSON.parse(text).errors || [];
    codes = [...new Set(errors.map((e) => (e.extensions && e.extensions.code) || 'ERROR'))];
  }
  return { status: res.status, cpuMs: timing ? Number(timing[1]) : null, bytes: Buffer.byteLength(text), codes };
}

/** A GraphQL document with `n` aliases of the twin's one field. */
function aliased(twin, n) {
  const m = /^query (\w+)\((\$input: [^)]+)\) \{ (\w+)\(input: \$input\) \{ (.*) \} \}$/s.exec(twin.query);
  if (!m) throw new Error(`unexpected twin query: ${twin.query.slice(0, 120)}`);
  const fields = Array.from({ length: n }, (_, i) => `a${i}: ${m[3]}(input: $input) { ${m[4]} }`).join(' ');
  return `query ${m[1]}Aliased(${m[2]}) { ${fields} }`;
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
          rows.push({ game: id, case: name, transport: 'REST', ...(await post(`${rest.url}/v1/${id}/resolve/${c.action}`, body)) });
          rows.push({ game: id, case: name, transport: 'GraphQL', ...(await post(`${gql.url}/graphql`, { query: twin.query, variables: { input: twin.input(body) } })) });
        }
      }
      const heaviest = (game.definition.worstCases ?? [])[0];
      if (heaviest) {
        const twin = twins.get(heaviest.action);
        const body = { ...heaviest.request, dice: { seed: 'aliased' } };
        rows.push({ game: id, case: `${ALIASES} aliases of: ${heaviest.name}`, transport: 'GraphQL', ...(await post(`${gql.url}/graphql`, { query: aliased(twin, ALIASES), variables: { input: twin.input(body) } })) });
      }
    }
  } finally {
    rest.child.kill('SIGTERM');
    gql.child.kill('SIGTERM');
  }

  const width = Math.max(...rows.map((r) => r.case.length), 10);
  console.log(`\nHeaviest bodies, server CPU per request (budget ${budget} units, target about ${TARGET_MS} ms)\n`);
  console.log(`${'game'.padEnd(13)} ${'case'.padEnd(width)} ${'transport'.padEnd(9)} status      cpu ms   bytes`);
  for (const r of rows) {
    const status = `${r.status}${r.codes.length ? ` ${r.codes.join(',')}` : ''}`;
    console.log(`${r.game.padEnd(13)} ${r.case.padEnd(width)} ${r.transport.padEnd(9)} ${status.padEnd(10)} ${String(r.cpuMs ?? '-').padStart(7)} ${String(r.bytes).padStart(7)}`);
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
  fs.writeFileSync(out, JSON.stringify({ machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version }, budget, rows }, null, 2));
  console.log(`\nrows written to ${path.relative(ROOT, out)}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
