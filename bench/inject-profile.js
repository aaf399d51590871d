'use strict';
/**
 * In-process CPU cost of one request, without sockets (`fastify.inject`): the app booted from
 * its seeds (no database), N requests of a per-game target's body after a warm-up, timed by
 * process.cpuUsage. With `--cpu-prof` the profile holds only the app's own work (no kernel sends,
 * no load generator competing for the cores): `node --cpu-prof bench/inject-profile.js
 * "ae-wwii shot GraphQL distinct" 20000`, or the
 * measured loop alone with `INJECT_CPU_PROFILE=/tmp/x.cpuprofile` (then bench/profile-summary.js).
 */
const fs = require('node:fs');
const inspector = require('node:inspector');
const { injectTarget } = require('./inject-target');

const post = (session, method, params) => new Promise((resolve, reject) => session.post(method, params, (e, r) => (e ? reject(e) : resolve(r))));

async function main() {
  const [name, countArg] = process.argv.slice(2);
  const count = Number(countArg ?? 20000);
  const { app, send } = await injectTarget(name);
  // INJECT_CPU_PROFILE=<file>: a CPU profile of the measured loop alone (no boot, no warm-up).
  const session = process.env.INJECT_CPU_PROFILE ? new inspector.Session() : undefined;
  if (session) {
    session.connect();
    await post(session, 'Profiler.enable');
    await post(session, 'Profiler.start');
  }
  const before = process.cpuUsage();
  for (let i = 0; i < count; i++) await send();
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
