'use strict';
/**
 * The framework floor for `npm run bench`: the smallest NestJS 11 app on Fastify that serves the
 * shot's path. One controller, one `@Post` route taking `@Body()`, answering 200 with a pre-built
 * object whose JSON is exactly REPLY_BYTES long (the size of the app's real shot reply). No
 * validation, no engine, no filters, hooks, metrics or logging: only what Nest itself puts on
 * every request (router, execution context, parameter resolution, interceptor/filter plumbing,
 * serialization of a returned object through Fastify's reply).
 *
 * Plain JS, so decorators are applied by hand (`Reflect.decorate` and the parameter decorator
 * called directly), which is what TypeScript's emitted code does; no `design:paramtypes` metadata
 * is needed because the controller has no constructor dependencies.
 *
 * Env: PORT (required), REPLY_BYTES (required), HOST (default 127.0.0.1).
 */
require('reflect-metadata');
const { Body, Controller, HttpCode, Module, Post } = require('@nestjs/common');
const { NestFactory } = require('@nestjs/core');
const { FastifyAdapter } = require('@nestjs/platform-fastify');

const port = Number(process.env.PORT);
const bytes = Number(process.env.REPLY_BYTES);
const host = process.env.HOST || '127.0.0.1';
const skeleton = '{"padding":""}';
if (!Number.isInteger(port) || port <= 0 || !Number.isInteger(bytes) || bytes < skeleton.length) {
  console.error(`minimal-nest: need PORT and REPLY_BYTES >= ${skeleton.length} (got PORT=${process.env.PORT}, REPLY_BYTES=${process.env.REPLY_BYTES})`);
  process.exit(2);
}
/** Serialized by Nest/Fastify on every reply, as the app's ResolutionView is. */
const reply = Object.freeze({ padding: 'x'.repeat(bytes - skeleton.length) });

class ShotController {
  /** Called with the parsed body as its first argument (the `@Body()` below), which it ignores. */
  shot() {
    return reply;
  }
}
Body()(ShotController.prototype, 'shot', 0);
Reflect.decorate([Post('shot'), HttpCode(200)], ShotController.prototype, 'shot', Object.getOwnPropertyDescriptor(ShotController.prototype, 'shot'));
Reflect.decorate([Controller('v1/ae-wwii/resolve')], ShotController);

class MinimalModule {}
Reflect.decorate([Module({ controllers: [ShotController] })], MinimalModule);

async function main() {
  const app = await NestFactory.create(MinimalModule, new FastifyAdapter({ logger: false }), { logger: false, bodyParser: false, abortOnError: false });
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
  await app.listen({ port, host });
  console.log(`minimal-nest listening on http://${host}:${port} (reply ${bytes} bytes)`);
}

main().catch((e) => {
  console.error(`minimal-nest: ${e && e.stack ? e.stack : e}`);
  process.exit(1);
});
