import { Controller, HttpCode, Post, Req, Type } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiExtraModels, ApiQuery, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { DirectRoute } from '../../common/http/direct-routes';
import { ApiLangQuery } from '../../common/i18n/lang.openapi';
import { seriesPerValue } from '../../common/metrics/metrics.service';
import { ApiOperationsByParam, OperationPart } from '../../common/openapi/operations-by-param';
import { ApiResolveProblems, ProblemResponse } from '../../common/problem/problem.response';
import type { ResolutionView } from '../../engine/core/resolution';
import { GameSpec, camel, pascal } from '../registry';
import { STYLES, restResolveCalls } from './resolve-call';
import { ResolveService } from './resolve.service';

/**
 * `POST /v1/{game}/resolve/{action}`, one controller per game: the request → its `ResolveCall`
 * (resolve-call.ts: the action, the body checked against the action's DTO, the language, the
 * query) → `ResolveService.answer` → the reply. Thin, and nothing here logs per request: this is
 * the hot path, answered by a direct handler (`@DirectRoute()`, common/http/direct-routes.ts).
 * In the OpenAPI document each action is its own operation, with the game's own request and
 * response schemas (`actionOperations`); in the metrics, its own series.
 */
export function resolveController(game: GameSpec, extraModels: readonly Type<unknown>[] = []): Type<unknown> {
  const id = game.definition.id;
  const name = `${pascal(id)}ResolveController`;
  const callOf = restResolveCalls(game);
  const models = Object.values(game.actions).flatMap((a) => [a.request, a.response]);

  @ApiTags(id)
  @ApiExtraModels(ProblemResponse, ...models, ...extraModels)
  @Controller(`v1/${id}`)
  class ResolveController {
    constructor(private readonly service: ResolveService) {}

    @Post('resolve/:action')
    @HttpCode(200)
    @DirectRoute()
    @RouteConfig(seriesPerValue('action', Object.keys(game.actions)))
    @ApiOperationsByParam('action', actionOperations(game, name))
    @ApiLangQuery()
    @ApiQuery({ name: 'odds', required: false, type: Boolean, description: '`false` skips the exact odds.' })
    @ApiQuery({ name: 'embed', required: false, type: Boolean, description: "`true` adds `embed`: the ruling as a Discord embed object, within Discord's limits." })
    @ApiQuery({ name: 'style', required: false, enum: [...STYLES], description: '`compact`: `text` is one line, the title and the outcome (or the roll to make next).' })
    @ApiQuery({
      name: 'share',
      required: false,
      type: Boolean,
      description:
        '`true` stores the ruling for 30 days, with the catalog entries it names as they are now, and returns its `id` (`GET /v1/shared/{id}`). A 429 `share-quota` past the rulings an address or API key owner may share per 24 hours; a 413 when it would store more than SHARED_RULING_MAX_BYTES.',
    })
    @ApiResolveProblems()
    resolve(@Req() request: FastifyRequest): ResolutionView | Promise<ResolutionView> {
      return this.service.answer(callOf(request));
    }
  }
  // Nest, Swagger and stack traces show the game's name.
  Object.defineProperty(ResolveController, 'name', { value: name });
  return ResolveController;
}

/** Each action's own operation: its summary, options, body (with its example) and ruling. */
function actionOperations(game: GameSpec, controller: string): Record<string, OperationPart> {
  const operations: Record<string, OperationPart> = {};
  for (const [action, transport] of Object.entries(game.actions)) {
    operations[action] = {
      operationId: `${controller}_${camel(action)}`,
      summary: transport.summary,
      // Swagger lists a route's query parameters last declared first: the options come before the shared ones.
      parameters: [...(transport.options ?? [])].reverse().map((o) => ({ name: o.name, in: 'query', required: false, description: o.description, schema: { type: 'string', enum: [...o.values] } })),
      requestBody: { required: true, content: { 'application/json': { schema: { $ref: getSchemaPath(transport.request) }, examples: { example: { value: transport.example } } } } },
      responses: { 200: { description: 'The ruling, step by step, with exact odds.', content: { 'application/json': { schema: { $ref: getSchemaPath(transport.response) } } } } },
    };
  }
  return operations;
}
