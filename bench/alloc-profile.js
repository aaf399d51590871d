'use strict';
/**
 * Where a request's garbage comes from: V8's sampling heap profiler over N in-process requests
 * (`fastify.inject`, as bench/inject-profile.js), keeping the samples of objects the young and old
 * collections freed too (a plain `--heap-prof` keeps only what is still alive at the end, which
 * hides per-request garbage). Prints bytes allocated per request by component and the top
 * allocating functions (self), and how many bytes a request allocates in all:
 * `node bench/alloc-profile.js "ae-wwii shot REST repeat" 5000 [top]`.
 */
const inspector = require('node:inspector');
const { injectTarget } = require('./inject-target');
const { bucketOf } = require('./profile-summary');

function post(session, method, params) {
  return new Promise((resolve, reject) => session.post(method, params, (err, res) => (err ? reject(err) : resolve(res))));
}

async function main() {
  const [name, countArg, topArg] = process.argv.slice(2);
  const count = Number(countArg ?? 5000);
  const top = Number(topArg ?? 30);
  const { app, send } = await injectTarget(name);

  const session = new inspector.Session();
  session.connect();
  await post(session, 'HeapProfiler.enable');
  await post(session, 'HeapProfiler.startSampling', {
    samplingInterval: 512,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: process.env.ALLOC_MINOR !== 'false',
  });
  for (let i = 0; i < count; i++) await send();
  const { profile } = await post(session, 'HeapProfiler.stopSampling');
  session.disconnect();

  const selfBytes = new Map();
  const byBucket = new Map();
  let total = 0;
  const walk = (node, parents) => {
    const { functionName, url: file, lineNumber } = node.callFrame;
    const bytes = node.selfSize;
    if (bytes > 0) {
      total += bytes;
      const where = file.replace(/^.*?\/(node_modules\/|dist\/)/, '$1');
      const key = `${functionName || '(anon)'} ${where}:${lineNumber + 1}`;
      selfBytes.set(key, (selfBytes.get(key) ?? 0) + bytes);
      // A native allocation (no file) is put with the nearest caller that has one.
      let owner = node;
      for (let i = parents.length - 1; owner.callFrame.url === '' && i >= 0; i--) owner = parents[i];
      const bucket = bucketOf(owner.callFrame.functionName, owner.callFrame.url);
      byBucket.set(bucket, (byBucket.get(bucket) ?? 0) + bytes);
    }
    parents.push(node);
    for (const child of node.children) walk(child, parents);
    parents.pop();
  };
  walk(profile.head, []);
  const perRequest = (b) => (b / count / 1024).toFixed(2);
  console.log(`${name}: ${perRequest(total)} KiB allocated per request (sampled, ${count} requests)\n`);
  console.log('| component | KiB/request |\n| --- | ---: |');
  for (const [bucket, b] of [...byBucket].sort((a, b) => b[1] - a[1])) console.log(`| ${bucket} | ${perRequest(b)} |`);
  console.log('\nTop allocating functions (self, KiB/request):\n');
  for (const [key, b] of [...selfBytes].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${perRequest(b).padStart(8)}  ${key}`);
  await app.close();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
