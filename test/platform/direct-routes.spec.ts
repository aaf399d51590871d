import 'reflect-metadata';
import { ArgumentsHost, BadRequestException, Body, CanActivate, Catch, Controller, ExceptionFilter, Get, Header, HttpCode, Injectable, Module, Post, Query, Req, UseGuards } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createApp } from '../../src/app.factory';
import { DirectRoute, DirectRoutesAdapter } from '../../src/common/http/direct-routes';
import { loadConfig } from '../../src/config/app-config';
import { directResolverNames } from '../../src/common/graphql/direct-resolvers';
import { GAMES } from '../../src/games';
import { graphqlNames } from '../../src/games/registry';
import { graphqlTwin } from '../support/graphql-twin';
import type { Json } from '../../src/games/input-body';

/**
 * The resolve route, served by a direct handler (common/http/direct-routes.ts), answers exactly
 * what Nest's router answers: the app booted both ways, the same requests, the same status,
 * headers and bytes. So do the GraphQL root resolvers called directly (common/graphql/direct-resolvers.ts).
 */

interface Reply {
  readonly statusCode: number;
  readonly headers: Record<string, unknown>;
  readonly body: string;
}
type Inject = (o: { method: string; url: string; payload?: unknown; headers?: Record<string, string> }) => Promise<Reply>;
const injectOf = (app: NestFastifyApplication): Inject => {
  const fastify = app.getHttpAdapter().getInstance();
  return fastify.inject.bind(fastify) as unknown as Inject;
};
/** Status, headers but the date, body. */
const seen = (r: Reply) => {
  const { date: _date, ...headers } = r.headers;
  return { status: r.statusCode, headers, body: r.body };
};

describe('direct routes: the app, both ways', () => {
  const config = loadConfig({ NODE_ENV: 'test' });
  let direct: NestFastifyApplication;
  let nest: NestFastifyApplication;

  beforeAll(async () => {
    const boot = (directRoutes: boolean) => createApp({ config, withoutDatabase: { seeded: true, databaseUp: true }, logs: false, docs: false, directRoutes });
    [direct, nest] = [await boot(true), await boot(false)];
  });
  afterAll(async () => {
    await direct?.close();
    await nest?.close();
  });

  it("serves every game's resolve route directly and no other, and nothing directly when turned off", () => {
    const routes = (direct.getHttpAdapter() as DirectRoutesAdapter).directRoutes;
    expect([...routes].sort()).toEqual(GAMES.map((g) => `POST /v1/${g.definition.id}/resolve/:action`).sort());
    expect((nest.getHttpAdapter() as DirectRoutesAdapter).directRoutes).toEqual([]);
  });

  it('calls every resolve query and catalog query directly, and none when turned off', () => {
    const names = directResolverNames.get(direct) ?? [];
    const fields = GAMES.flatMap((g) => [...Object.keys(g.actions), ...g.definition.catalog.kinds.flatMap((k) => [k.plural, `${k.id}-by-id`])].map(graphqlNames(g.definition.id).field));
    expect(fields.length).toBeGreaterThan(30);
    expect(fields.filter((f) => !names.includes(f))).toEqual([]);
    expect(directResolverNames.get(nest) ?? []).toEqual([]);
  });

  it('installs no global guard, interceptor or pipe (the direct handler does not run them)', () => {
    // NestApplication keeps them in its private ApplicationConfig.
    const globals = (direct as unknown as { config: { getGlobalGuards(): unknown[]; getGlobalInterceptors(): unknown[]; getGlobalPipes(): unknown[] } }).config;
    expect([globals.getGlobalGuards(), globals.getGlobalInterceptors(), globals.getGlobalPipes()]).toEqual([[], [], []]);
  });

  const requests: { name: string; method: string; url: string; payload?: unknown; headers?: Record<string, string> }[] = [];
  for (const game of GAMES) {
    const id = game.definition.id;
    for (const [action, transport] of Object.entries(game.actions)) {
      const url = `/v1/${id}/resolve/${action}`;
      requests.push({ name: `${action} example`, method: 'POST', url, payload: transport.example });
      requests.push({ name: `${action} fr, no odds, compact, embed`, method: 'POST', url: `${url}?lang=fr&odds=false&style=compact&embed=true`, payload: transport.example });
      requests.push({ name: `${action} Accept-Language es`, method: 'POST', url, payload: transport.example, headers: { 'accept-language': 'es' } });
      // Seeded: an action whose fields are all optional (AoF Skirmish's push) resolves it.
      requests.push({ name: `${action} dice alone (mostly 400)`, method: 'POST', url, payload: { dice: { seed: 'direct-routes' } } });
      requests.push({ name: `${action} bad style (400)`, method: 'POST', url: `${url}?style=bogus`, payload: transport.example });
      requests.push({ name: `${action} share without a database`, method: 'POST', url: `${url}?share=true`, payload: transport.example });
      requests.push({ name: `${action} bad key (401)`, method: 'POST', url, payload: transport.example, headers: { authorization: 'Bearer nope' } });
    }
    const example = Object.values(game.actions)[0].example;
    for (const action of ['teleport', '__proto__', 'constructor']) {
      requests.push({ name: `${id} unknown action ${action} (404)`, method: 'POST', url: `/v1/${id}/resolve/${action}`, payload: example });
    }
  }
  requests.push({ name: 'unknown route', method: 'GET', url: '/v1/nowhere' });

  it.each(requests.map((r) => [r.name, r] as const))('%s: the same status, headers and body', async (_name, request) => {
    const [a, b] = [await injectOf(direct)(request), await injectOf(nest)(request)];
    expect(seen(a)).toEqual(seen(b));
  });

  const graphql: { name: string; game: (typeof GAMES)[number]; action: string; body: Json; args?: Record<string, Json>; headers?: Record<string, string> }[] = [];
  for (const game of GAMES) {
    for (const [action, transport] of Object.entries(game.actions)) {
      const body = transport.example as Json;
      graphql.push({ name: `${game.definition.id} ${action}`, game, action, body });
      graphql.push({ name: `${game.definition.id} ${action} in fr, no odds, compact`, game, action, body, args: { lang: 'fr', odds: false, style: 'compact' } });
      graphql.push({ name: `${game.definition.id} ${action} refused (dice values that cannot be rolled)`, game, action, body: { ...(body as object), dice: { values: [99] } } });
      graphql.push({ name: `${game.definition.id} ${action} with a bad key`, game, action, body, headers: { authorization: 'Bearer nope' } });
    }
  }

  it.each(graphql.map((g) => [g.name, g] as const))('GraphQL %s: the same status, headers and body', async (name, { game, action, body, args, headers }) => {
    const request = graphqlTwin(nest).request(graphqlNames(game.definition.id).field(action), body, args);
    const send = (app: NestFastifyApplication) => injectOf(app)({ method: 'POST', url: '/graphql', payload: request, headers: { 'content-type': 'application/json', ...headers } });
    const [a, b] = [await send(direct), await send(nest)];
    expect(seen(a)).toEqual(seen(b));
    // The refused ones go through the error path (the filter's GraphQLError), the others do not.
    if (name.includes('refused')) expect(JSON.parse(a.body)).toEqual(expect.objectContaining({ errors: [expect.objectContaining({ extensions: expect.objectContaining({ status: 422 }) })] }));
    else if (!headers) expect(JSON.parse(a.body)).not.toHaveProperty('errors');
  });
});


// -------------------------------------------------------------------------------------------------
// The handler itself, on direct routes of each kind, against Nest's own; and what it refuses.
// -------------------------------------------------------------------------------------------------

@Controller('t')
class TestController {
  @Get('sync/:id')
  @DirectRoute()
  sync(@Req() request: FastifyRequest): object {
    return { id: (request.params as { id: string }).id, query: request.query };
  }

  @Post('created')
  @DirectRoute()
  created(@Req() request: FastifyRequest): object {
    return { body: request.body };
  }

  @Post('ok')
  @HttpCode(200)
  @DirectRoute()
  ok(@Req() request: FastifyRequest): Promise<object> {
    return Promise.resolve({ later: request.body });
  }

  @Get('throws')
  @DirectRoute()
  throws(@Req() _request: FastifyRequest): never {
    throw new BadRequestException('sync failure');
  }

  @Get('rejects')
  @DirectRoute()
  rejects(@Req() _request: FastifyRequest): Promise<never> {
    return Promise.reject(new Error('async failure'));
  }

  @Get('nest')
  nest(@Query('n') n: string): object {
    return { n };
  }
}

/** Answers any error with its status and message, as the app's filter answers with a problem. */
const answerError = (exception: unknown, reply: FastifyReply): void => {
  const status = (exception as { getStatus?: () => number }).getStatus?.() ?? 500;
  void reply.status(status).send({ caught: exception instanceof Error ? exception.message : String(exception) });
};

@Catch()
class MessageFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    answerError(exception, host.switchToHttp().getResponse<FastifyReply>());
  }
}

@Module({ controllers: [TestController] })
class TestModule {}

describe('direct routes: the handler', () => {
  let direct: NestFastifyApplication;
  let nest: NestFastifyApplication;

  beforeAll(async () => {
    const adapter = new DirectRoutesAdapter();
    direct = await NestFactory.create<NestFastifyApplication>(TestModule, adapter, { logger: false });
    direct.useGlobalFilters(new MessageFilter());
    adapter.prepare(direct, (e, _request, reply) => answerError(e, reply));
    await direct.init();
    await direct.getHttpAdapter().getInstance().ready();
    nest = await NestFactory.create<NestFastifyApplication>(TestModule, new FastifyAdapter(), { logger: false });
    nest.useGlobalFilters(new MessageFilter());
    await nest.init();
    await nest.getHttpAdapter().getInstance().ready();
  });
  afterAll(async () => {
    await direct?.close();
    await nest?.close();
  });

  it('takes the marked routes and leaves the others to Nest', () => {
    expect([...(direct.getHttpAdapter() as DirectRoutesAdapter).directRoutes].sort()).toEqual(['GET /t/sync/:id', 'GET /t/rejects', 'GET /t/throws', 'POST /t/created', 'POST /t/ok'].sort());
  });

  it.each([
    ['the request: path and query', { method: 'GET', url: '/t/sync/seven?word=hey&n=3' }, 200],
    ['HEAD of a GET route', { method: 'HEAD', url: '/t/sync/seven' }, 200],
    ['an empty path parameter: not found, as Nest', { method: 'GET', url: '/t/sync/' }, 404],
    ['POST: 201 by default, the body', { method: 'POST', url: '/t/created', payload: { a: 1, b: [2] } }, 201],
    ['a promise and @HttpCode', { method: 'POST', url: '/t/ok', payload: { a: 1 } }, 200],
    ['a synchronous throw: the error handler', { method: 'GET', url: '/t/throws' }, 400],
    ['a rejection: the error handler', { method: 'GET', url: '/t/rejects' }, 500],
    ['a route not marked (Nest)', { method: 'GET', url: '/t/nest?n=1' }, 200],
  ] as const)('%s', async (_name, request, status) => {
    const [a, b] = [await injectOf(direct)(request), await injectOf(nest)(request)];
    expect(a.statusCode).toBe(status);
    expect(seen(a)).toEqual(seen(b));
  });
});

@Injectable()
class AllowGuard implements CanActivate {
  canActivate(): boolean {
    return true;
  }
}

@Controller('guarded')
class GuardedController {
  @Get()
  @UseGuards(AllowGuard)
  @DirectRoute()
  read(@Req() _request: FastifyRequest): string {
    return 'guarded';
  }
}

@Controller('headed')
class HeaderController {
  @Get()
  @Header('x-thing', 'yes')
  @DirectRoute()
  read(@Req() _request: FastifyRequest): string {
    return 'headed';
  }
}

@Controller('params')
class ParamsController {
  @Post()
  @DirectRoute()
  read(@Req() _request: FastifyRequest, @Body() body: unknown): unknown {
    return body;
  }
}

describe('direct routes: what a marked route may not use', () => {
  it.each([
    ['a guard', GuardedController],
    ['@Header', HeaderController],
    ['parameters other than @Req()', ParamsController],
  ] as const)('%s: the app does not boot', async (what, controller) => {
    @Module({ controllers: [controller], providers: [AllowGuard] })
    class OneModule {}
    const adapter = new DirectRoutesAdapter();
    const app = await NestFactory.create<NestFastifyApplication>(OneModule, adapter, { logger: false });
    try {
      expect(() => adapter.prepare(app, () => undefined)).toThrow(`${controller.name}.read is marked @DirectRoute() but uses ${what}`);
    } finally {
      await app.close();
    }
  });
});
