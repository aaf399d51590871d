import { ArgumentsHost, INestApplication, LoggerService } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequire } from 'node:module';
import pino, { Logger as Pino } from 'pino';
import { AppModule } from './app.module';
import { ApiKeyService } from './auth/api-key.service';
import { registerAuthHook } from './auth/auth.hook';
import { clientErrorHandler } from './common/http/client-errors';
import { DirectRoutesAdapter } from './common/http/direct-routes';
import { registerContentLanguageHook } from './common/i18n/content-language.hook';
import { useDirectResolvers } from './common/graphql/direct-resolvers';
import { GRAPHQL_PATH } from './common/graphql/graphql-options';
import { registerGraphqlFastPath } from './common/graphql/jit';
import { PinoNestLogger } from './common/logging/pino-nest-logger';
import { MetricsService } from './common/metrics/metrics.service';
import { DrainState, registerDrainHooks } from './common/health/drain';
import { registerLoadShedding } from './common/health/load-shedding';
import { registerServerTiming } from './common/http/server-timing';
import { DOCS_TITLE, buildOpenApiDocument } from './common/openapi/openapi';
import { ProblemFilter, replyWithProblem } from './common/problem/problem.filter';
import { fastifyTrustProxy, registerCors, registerSecurity } from './common/security/security';
import { precompileValidators } from './common/validation/validator';
import { AppConfig, loadConfig } from './config/app-config';
import { DatabaseHealth } from './database/database-health';
import { GAMES } from './games';
import type { GameModuleDefinition } from './games/registry';
import type { Clock } from './shared-rulings/clock';

export interface CreateAppOptions {
  /** Default: the validated environment (`loadConfig()`). */
  readonly config?: AppConfig;
  /** The games to serve. Default: the registered ones (src/games/index.ts); tests may add their own. */
  readonly games?: readonly GameModuleDefinition[];
  /**
   * Boot without Postgres: the catalogs are the games' seeds (`seeded`, as their migrations
   * would write them) or none (catalog reads and resolves then answer 503), and `/health/ready`
   * reports the database as `databaseUp` says. Used by OpenAPI generation and platform tests.
   */
  readonly withoutDatabase?: { readonly seeded?: boolean; readonly databaseUp?: boolean };
  /** false: no logs at all (tests). Default: pino at config.logLevel. */
  readonly logs?: boolean;
  /** Serve Swagger UI at /docs (default true). */
  readonly docs?: boolean;
  /** The clock shared rulings expire by (tests move it); default the system's. */
  readonly clock?: Clock;
  /**
   * Serve the resolve route and the GraphQL root resolvers that allow it with a direct handler
   * instead of Nest's pipelines (common/http/direct-routes.ts, common/graphql/direct-resolvers.ts).
   * Default true; false is for the test that compares the two.
   */
  readonly directRoutes?: boolean;
}

async function instantiate(config: AppConfig, games: readonly GameModuleDefinition[], adapter: DirectRoutesAdapter, logger: LoggerService, options: CreateAppOptions): Promise<NestFastifyApplication> {
  // bodyParser false: Fastify's own JSON parser (secure-json-parse, bodyLimit) is the only one;
  // Nest would add a urlencoded parser, and we accept JSON only (anything else is a 415).
  const appOptions = { logger, bodyParser: false, abortOnError: false } as const;
  if (!options.withoutDatabase) {
    return NestFactory.create<NestFastifyApplication>(AppModule.forRoot({ config, games, catalogs: 'database', clock: options.clock }), adapter, appOptions);
  }
  // Overriding providers needs the testing module builder; it is loaded only on this path
  // (a dev dependency: production never boots without a database).
  // require, not import(): node16 CJS output keeps import() as a real dynamic import, which Jest
  // cannot run without --experimental-vm-modules.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { Test } = require('@nestjs/testing') as typeof import('@nestjs/testing');
  const up = options.withoutDatabase.databaseUp ?? false;
  const catalogs = options.withoutDatabase.seeded ? 'seeds' : 'none';
  const moduleRef = await Test.createTestingModule({ imports: [AppModule.forRoot({ config, games, catalogs, clock: options.clock })] })
    .overrideProvider(DatabaseHealth)
    .useValue({ ping: (): Promise<boolean> => Promise.resolve(up) })
    .setLogger(logger)
    .compile();
  return moduleRef.createNestApplication<NestFastifyApplication>(adapter, appOptions);
}

type AdapterOptions = NonNullable<ConstructorParameters<typeof FastifyAdapter>[0]>;
type AdapterLogController = Extract<AdapterOptions, { logController?: unknown }>['logController'];

/**
 * The fastify copy Nest's adapter runs on (it may differ from the hoisted one): Fastify checks
 * `logController instanceof LogController` against its own class.
 */
function adapterFastify(): typeof import('fastify') {
  return createRequire(require.resolve('@nestjs/platform-fastify'))('fastify') as typeof import('fastify');
}

/** Fastify hooks: Content-Language, metrics, and a debug-level request log (off by default). */
function registerHooks(fastify: FastifyInstance, metrics: MetricsService, log: Pino): void {
  fastify.removeContentTypeParser('text/plain');
  registerContentLanguageHook(fastify);
  metrics.register(fastify);
  // Known GraphQL query texts answered compiled before Apollo's pipeline (common/graphql/jit.ts).
  registerGraphqlFastPath(fastify, GRAPHQL_PATH);
  if (log.isLevelEnabled('debug')) {
    fastify.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      log.debug({ method: request.method, url: request.url, status: reply.statusCode, ms: reply.elapsedTime }, 'request');
      done();
    });
  }
}

/**
 * Builds the application (Fastify, global problem filter, hooks, Swagger at /docs, GraphQL at
 * /graphql) and initializes it; the caller listens (main.ts) or injects requests (tests).
 */
export async function createApp(options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  const config = options.config ?? loadConfig();
  const log = pino({ level: options.logs === false ? 'silent' : config.logLevel });
  const adapter = new DirectRoutesAdapter({
    loggerInstance: log,
    bodyLimit: config.bodyLimit,
    // Whose X-Forwarded-For to believe for request.ip (rate limits key anonymous callers on it).
    trustProxy: fastifyTrustProxy(config),
    // One log line per request would cost the hot path; the debug hook above replaces it.
    // Same class at runtime; the cast only bridges the two copies' identical type declarations.
    logController: new (adapterFastify().LogController)({ disableRequestLogging: true }) as unknown as AdapterLogController,
    // While closing, Fastify would answer its own plain-JSON 503; the drain hook answers problem+json.
    return503OnClosing: false,
    // Its router's refusals (an undecodable URL) would be plain JSON too.
    frameworkErrors: replyWithProblem,
    // What Node's HTTP parser refuses (a malformed request line, oversized headers) too.
    clientErrorHandler: clientErrorHandler(config),
  });
  const games = options.games ?? GAMES;
  const app = await instantiate(config, games, adapter, new PinoNestLogger(log), options);
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  // First of all hooks: CORS headers go on every response, refusals included (security.ts).
  await registerCors(fastify, config);
  // Next of all hooks: a request refused while shutting down runs nothing else (common/health/drain.ts).
  registerDrainHooks(fastify, app.get(DrainState));
  // Then: a replica too busy to take more sheds it at once, probes excepted (common/health/load-shedding.ts).
  await registerLoadShedding(fastify, config.maxEventLoopDelayMs);
  if (config.serverTiming) registerServerTiming(fastify);
  // Security headers and rate limits attach to routes as they are declared: before /docs and init.
  await registerSecurity(app, config, { log, registry: app.get(MetricsService).registry });
  const problems = new ProblemFilter();
  app.useGlobalFilters(problems);
  // Before init, which registers the routes: the direct ones answer errors as the same filter does.
  if (options.directRoutes !== false) {
    adapter.prepare(app, replyWithProblem);
    useDirectResolvers(app, (e: unknown, host: ArgumentsHost): unknown => problems.catch(e, host));
  }
  registerHooks(fastify, app.get(MetricsService), log);
  // API keys: a global onRequest hook, so it runs before every route-level hook (the rate limit
  // keys on the principal it sets).
  registerAuthHook(fastify, app.get(ApiKeyService));
  // So that no request pays for it. Not under NODE_ENV=test: a test file boots an app or more and
  // hits a few routes, and compiling every body schema of three games (twice: all errors, first
  // error) was a third of a boot's CPU, over a hundred suites. Compiled on first use there, the
  // same functions; test/platform/precompile.spec.ts compiles them all as production does.
  if (config.nodeEnv !== 'test') precompileValidators(games.flatMap((g) => Object.values(g.actions).map((a) => a.request)));
  if (options.docs !== false) mountDocs(app);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}

/** Swagger UI at /docs (JSON at /docs-json), from the same document openapi/ commits. */
function mountDocs(app: INestApplication): void {
  SwaggerModule.setup('docs', app, () => buildOpenApiDocument(app), { jsonDocumentUrl: 'docs-json', yamlDocumentUrl: 'docs-yaml', customSiteTitle: DOCS_TITLE });
}
