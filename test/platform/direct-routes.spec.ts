import 'reflect-metadata';
import { ArgumentsHost, CanActivate, Catch, Controller, ExceptionFilter, Get, Header, HttpCode, Injectable, Module, Next, Param, Post, Res, UseGuards, UsePipes, ValidationPipe, createParamDecorator, ExecutionContext, Body, Query, Headers } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { of } from 'rxjs';
import { createApp } from '../../src/app.factory';
import { DirectRoutesAdapter, directRouteRefusal } from '../../src/common/http/direct-routes';
import { loadConfig } from '../../src/config/app-config';
import { directResolverNames } from '../../src/common/graphql/direct-resolvers';
import { GAMES } from '../../src/games';
import { graphqlNames } from '../../src/games/registry';
import { graphqlTwin } from '../support/graphql-twin';
import type { Json } from '../../src/games/input-body';

/**
 * Routes served by a direct handler (common/http/direct-routes.ts) answer exactly what Nest's
 * router answers: the app booted both ways, the same requests, the same status, headers and bytes.
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

  it('serves every resolve route of every game directly, and nothing directly when turned off', () => {
    const routes = (direct.getHttpAdapter() as DirectRoutesAdapter).directRoutes;
    const resolveRoutes = GAMES.flatMap((g) => Object.keys(g.actions).map((a) => `POST /v1/${g.definition.id}/resolve/${a}`));
    expect(resolveRoutes.length).toBeGreaterThan(20);
    expect(resolveRoutes.filter((r) => !routes.includes(r))).toEqual([]);
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
    for (const kind of game.definition.catalog.kinds) {
      const base = `/v1/${id}/${kind.plural}`;
      requests.push({ name: `${kind.plural} list`, method: 'GET', url: base });
      requests.push({ name: `${kind.plural} list es, HEAD`, method: 'HEAD', url: `${base}?lang=es` });
      requests.push({ name: `${kind.plural} unknown id (404)`, method: 'GET', url: `${base}/${kind.scope === 'faction' ? 'nobody/nothing' : 'nothing'}` });
    }
  }
  requests.push({ name: 'index', method: 'GET', url: '/' });
  requests.push({ name: 'games', method: 'GET', url: '/v1/games' });
  requests.push({ name: 'liveness', method: 'GET', url: '/health/live' });
  requests.push({ name: 'readiness', method: 'GET', url: '/health/ready' });
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

  it('answers a catalog entry by id the same way', async () => {
    const kind = GAMES[0].definition.catalog.kinds[0];
    const base = `/v1/${GAMES[0].definition.id}/${kind.plural}`;
    const list = JSON.parse((await injectOf(nest)({ method: 'GET', url: base })).body) as { items?: { id: string }[] } | { id: string }[];
    const first = (Array.isArray(list) ? list : (list.items ?? []))[0];
    expect(first).toBeDefined();
    const request = { method: 'GET', url: `${base}/${first.id}?lang=fr` };
    const [a, b] = [await injectOf(direct)(request), await injectOf(nest)(request)];
    expect(a.statusCode).toBe(200);
    expect(seen(a)).toEqual(seen(b));
  });
});

// -------------------------------------------------------------------------------------------------
// The handler itself, on a controller using each thing it supports, against Nest's own.
// -------------------------------------------------------------------------------------------------

/** A custom parameter decorator: `?word=` with `suffix` appended. */
const Shout = createParamDecorator((suffix: string, ctx: ExecutionContext) => `${(ctx.switchToHttp().getRequest<FastifyRequest>().query as Record<string, string>).word}${suffix}`);

@Injectable()
class DenyGuard implements CanActivate {
  canActivate(): boolean {
    return false;
  }
}

@Controller('t')
class TestController {
  @Get('sync')
  sync(@Shout('!') word: string, @Query('n') n: string, @Headers('X-Thing') thing: string): object {
    return { word, n, thing };
  }

  @Post('created')
  created(@Body() body: unknown, @Body('a') a: unknown): object {
    return { body, a };
  }

  @Post('ok')
  @HttpCode(200)
  @Header('x-fixed', 'yes')
  ok(): Promise<object> {
    return Promise.resolve({ later: true });
  }

  @Get('observable')
  observable(): unknown {
    return of(1, 2, 3);
  }

  @Get('nothing')
  @HttpCode(204)
  nothing(): void {
    return undefined;
  }

  @Get('throws')
  throws(): never {
    throw new Error('sync failure');
  }

  @Get('rejects')
  rejects(): Promise<never> {
    return Promise.reject(new Error('async failure'));
  }

  @Get('item/:id')
  item(@Param('id') id: string, @Res({ passthrough: true }) reply: FastifyReply): object {
    void reply.header('x-item', id);
    return { id };
  }

  @Get('guarded')
  @UseGuards(DenyGuard)
  guarded(): string {
    return 'never';
  }

  @Post('piped')
  @UsePipes(new ValidationPipe())
  piped(@Body() body: unknown): unknown {
    return body;
  }

  @Get('raw')
  raw(@Res() reply: FastifyReply): void {
    void reply.send('by hand');
  }

  @Get('next')
  nextRoute(@Next() next: () => void): void {
    next();
  }
}

@Catch()
class MessageFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const status = (exception as { getStatus?: () => number }).getStatus?.() ?? 500;
    void reply.status(status).send({ caught: exception instanceof Error ? exception.message : String(exception) });
  }
}

@Module({ controllers: [TestController], providers: [DenyGuard] })
class TestModule {}

describe('direct routes: the handler', () => {
  let direct: NestFastifyApplication;
  let nest: NestFastifyApplication;

  beforeAll(async () => {
    const adapter = new DirectRoutesAdapter();
    direct = await NestFactory.create<NestFastifyApplication>(TestModule, adapter, { logger: false });
    const filter = new MessageFilter();
    direct.useGlobalFilters(filter);
    adapter.prepare(direct, (e, host) => filter.catch(e, host));
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

  it('takes the routes it supports and leaves the rest to Nest, saying why', () => {
    expect([...(direct.getHttpAdapter() as DirectRoutesAdapter).directRoutes].sort()).toEqual(
      ['GET /t/item/:id', 'GET /t/nothing', 'GET /t/observable', 'GET /t/rejects', 'GET /t/sync', 'GET /t/throws', 'POST /t/created', 'POST /t/ok'].sort(),
    );
    const instance = direct.get(TestController);
    expect(['guarded', 'piped', 'raw', 'nextRoute'].map((m) => directRouteRefusal(instance, m))).toEqual(['a guard', 'a pipe', '@Res() without passthrough', 'parameter type NEXT']);
  });

  it.each([
    ['custom, query and header parameters', { method: 'GET', url: '/t/sync?word=hey&n=3', headers: { 'x-thing': 'th' } }, 200],
    ['POST: 201 by default, body and a body property', { method: 'POST', url: '/t/created', payload: { a: 1, b: [2] } }, 201],
    ['a promise, @HttpCode and @Header', { method: 'POST', url: '/t/ok' }, 200],
    ['an observable: its last value', { method: 'GET', url: '/t/observable' }, 200],
    ['nothing, 204', { method: 'GET', url: '/t/nothing' }, 204],
    ['a synchronous throw: the filter', { method: 'GET', url: '/t/throws' }, 500],
    ['a rejection: the filter', { method: 'GET', url: '/t/rejects' }, 500],
    ['a path parameter and @Res passthrough', { method: 'GET', url: '/t/item/seven' }, 200],
    ['HEAD of a GET route', { method: 'HEAD', url: '/t/item/seven' }, 200],
    ['an empty path parameter: not found, as Nest', { method: 'GET', url: '/t/item/' }, 404],
    ['a guarded route (Nest)', { method: 'GET', url: '/t/guarded' }, 403],
    ['a raw @Res route (Nest)', { method: 'GET', url: '/t/raw' }, 200],
  ] as const)('%s', async (_name, request, status) => {
    const [a, b] = [await injectOf(direct)(request), await injectOf(nest)(request)];
    expect(a.statusCode).toBe(status);
    expect(seen(a)).toEqual(seen(b));
  });
});
