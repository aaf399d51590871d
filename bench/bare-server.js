'use strict';
/**
 * The baseline for `npm run bench`: a bare Fastify 5 server with one POST route on the same path as
 * the app's shot. Fastify parses the JSON body as it would for the app; the handler then answers
 * with a pre-built JSON string exactly REPLY_BYTES long (the size of the app's real shot reply), so
 * the difference to the app is everything the app does per request: validation, the engine, the
 * rendering, Nest's pipeline, logging.
 *
 * Env: PORT (required), REPLY_BYTES (required), HOST (default 127.0.0.1), SPIN_US (default 0:
 * busy CPU time added to each request, for bench/calibrate.js only; the bench never sets it).
 */
const Fastify = require('fastify');

const port = Number(process.env.PORT);
const bytes = Number(process.env.REPLY_BYTES);
const host = process.env.HOST || '127.0.0.1';
const skeleton = '{"padding":""}';
if (!Number.isInteger(port) || port <= 0 || !Number.isInteger(bytes) || bytes < skeleton.length) {
  console.error(`bare-server: need PORT and REPLY_BYTES >= ${skeleton.length} (got PORT=${process.env.PORT}, REPLY_BYTES=${process.env.REPLY_BYTES})`);
  process.exit(2);
}
const reply = `{"padding":"${'x'.repeat(bytes - skeleton.length)}"}`;
const spinNs = BigInt(Math.round(Number(process.env.SPIN_US || 0) * 1000));

const app = Fastify({ logger: false });
app.post('/v1/ae-wwii/resolve/shot', (_request, res) => {
  if (spinNs > 0n) {
    const until = process.hrtime.bigint() + spinNs;
    while (process.hrtime.bigint() < until);
  }
  res.type('application/json; charset=utf-8').send(reply);
});

const stop = () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);

app.listen({ port, host }).then(
  () => console.log(`bare-server listening on http://${host}:${port} (reply ${bytes} bytes)`),
  (e) => {
    console.error(`bare-server: ${e && e.message}`);
    process.exit(1);
  },
);
