'use strict';
/**
 * Summarizes a V8 CPU profile (`node --cpu-prof`) by component: self time of every sample
 * attributed to the first matching bucket of its function's file (or to the V8 pseudo-nodes:
 * GC, idle, program), as microseconds per request given the number of requests served while
 * profiling. `node bench/profile-summary.js <file.cpuprofile> <requests> [top]`.
 */
const fs = require('node:fs');

const BUCKETS = [
  ['engine: program play/odds', /src\/engine\/core\/program/],
  ['engine: dice/seed', /src\/engine\/core\/(dice|run)|pure-rand/],
  ['engine: render + i18n', /src\/engine\/core\/(render|i18n)/],
  ['engine: game pipeline (resolveAction, state keys)', /src\/engine\/core\//],
  ['engine: game rules (plan, outcome, headline)', /src\/engine\//],
  ['app: resolve service / games', /src\/games\//],
  ['app: validation (Ajv)', /src\/common\/validation|ajv/],
  ['app: hooks (security, metrics, auth, lang, drain)', /src\/(common|auth)\//],
  ['helmet', /helmet/],
  ['rate limit', /rate-limit/],
  ['cors', /@fastify\/cors/],
  ['prom-client', /prom-client/],
  ['Apollo', /@apollo|@as-integrations/],
  ['graphql-armor', /graphql-armor/],
  ['Nest GraphQL', /@nestjs\/graphql|@nestjs\/apollo/],
  ['graphql-js', /node_modules\/graphql\//],
  ['graphql-jit', /graphql-jit/],
  ['Nest core/router', /@nestjs\/(core|common|platform-fastify)/],
  ['Fastify', /fastify|find-my-way|avvio|light-my-request|secure-json-parse|fast-json-stringify|toad-cache/],
  ['rxjs', /rxjs/],
  ['node internals (http, net, streams)', /^node:|^internal|^$/],
  ['other node_modules', /node_modules/],
];

/** The component a function belongs to, from V8's pseudo-node names and its file. */
function bucketOf(functionName, url) {
  if (functionName === '(garbage collector)') return 'GC';
  if (functionName === '(program)') return 'V8/native (program)';
  return (BUCKETS.find(([, re]) => re.test(url)) ?? ['other'])[0];
}

function main() {
// fromEndUs / toEndUs: the measured window, as microseconds before the profile's end (the
// process's exit), so the boot and the shutdown are left out.
const [file, requestsArg, topArg, fromEndUs, toEndUs] = process.argv.slice(2);
const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
const requests = Number(requestsArg);
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas;
const from = fromEndUs === undefined ? -Infinity : profile.endTime - Number(fromEndUs);
const to = toEndUs === undefined ? Infinity : profile.endTime - Number(toEndUs);
let at = profile.startTime;
for (let i = 0; i < profile.samples.length; i++) {
  at += dt[i] ?? 0;
  if (at < from || at > to) continue;
  const id = profile.samples[i];
  self.set(id, (self.get(id) ?? 0) + (dt[i + 1] ?? 0));
}
const buckets = new Map();
const fns = new Map();
let total = 0;
for (const [id, us] of self) {
  const n = byId.get(id);
  const { functionName, url } = n.callFrame;
  let bucket;
  if (functionName === '(idle)') continue;
  total += us;
  bucket = bucketOf(functionName, url);
  buckets.set(bucket, (buckets.get(bucket) ?? 0) + us);
  const key = `${functionName || '(anon)'} ${url.replace(/.*node_modules\//, '').replace(/.*\/dist\//, '')}:${n.callFrame.lineNumber}`;
  fns.set(key, (fns.get(key) ?? 0) + us);
}
const per = (us) => (us / requests).toFixed(1);
if (process.env.PROFILE_INCLUSIVE) {
  // Inclusive time (a function and everything it called, each function once per stack), for the
  // functions whose "name file" matches the pattern: where a phase of the request spends.
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const inclusive = new Map();
  for (const [id, us] of self) {
    const seen = new Set();
    for (let x = id; x !== undefined; x = parent.get(x)) {
      const { functionName, url, lineNumber } = byId.get(x).callFrame;
      const key = `${functionName || '(anon)'} ${url.replace(/.*node_modules\//, '').replace(/.*\/dist\//, '')}:${lineNumber}`;
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + us);
    }
  }
  const re = new RegExp(process.env.PROFILE_INCLUSIVE);
  console.log(`inclusive us/request, functions matching /${process.env.PROFILE_INCLUSIVE}/:`);
  for (const [k, us] of [...inclusive].filter(([k]) => re.test(k)).sort((a, b) => b[1] - a[1]).slice(0, Number(topArg ?? 30))) console.log(`  ${per(us).padStart(6)}  ${k}`);
  return;
}
console.log(`profile ${file}: ${(total / 1e6).toFixed(2)} s on the main thread (idle excluded), ${requests} requests: ${per(total)} us/request`);
console.log('| component | us/request |\n| --- | ---: |');
for (const [b, us] of [...buckets].sort((a, b) => b[1] - a[1])) console.log(`| ${b} | ${per(us)} |`);
console.log(`\ntop functions (self us/request):`);
for (const [f, us] of [...fns].sort((a, b) => b[1] - a[1]).slice(0, Number(topArg ?? 30))) console.log(`  ${per(us).padStart(6)}  ${f}`);
}

module.exports = { bucketOf };
if (require.main === module) main();
