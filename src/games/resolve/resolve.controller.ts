import { Controller, HttpCode, Post, Type, applyDecorators } from '@nestjs/common';
import { ApiBody, ApiExtraModels, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { CatalogReader } from '../../auth/require-scope';
import { WithService, defineMethod, serviceClass } from '../../common/http/define-route';
import { QueryEnum, QueryFlag } from '../../common/http/query';
import { RequestWork, Work } from '../../common/http/work-budget';
import { Lang } from '../../common/i18n/lang.decorator';
import { ApiLangQuery } from '../../common/i18n/lang.openapi';
import { ApiResolveProblems, ProblemResponse } from '../../common/problem/problem.response';
import { ValidBody } from '../../common/validation/validator';
import { ShareAs, Sharer } from '../../shared-rulings/sharer';
import type { ResolveRequest } from '../../engine/core/game';
import type { ResolutionView } from '../../engine/core/resolution';
import type { Lang as LangCode } from '../../engine/core/types';
import { GameSpec, camel, pascal } from '../registry';
import { ResolveService, askedOptions } from './resolve.service';

const STYLES = ['full', 'compact'] as const;

/** How every resolve route's reply is shaped for its reader (core/answers.ts) and shared (src/shared-rulings). */
const REPLY_QUERIES = [
  ApiQuery({ name: 'embed', required: false, type: Boolean, description: '`true` adds `embed`: the ruling as a Discord embed object, within Discord\'s limits.' }),
  ApiQuery({ name: 'style', required: false, enum: [...STYLES], description: '`compact`: `text` is one line, the title and the outcome (or the roll to make next).' }),
  ApiQuery({
    name: 'share',
    required: false,
    type: Boolean,
    description: '`true` stores the ruling for 30 days, with the catalog entries it names as they are now, and returns its `id` (`GET /v1/shared/{id}`). A 429 `share-quota` past the rulings an address or API key owner may share per 24 hours; a 413 when it would store more than SHARED_RULING_MAX_BYTES.',
  }),
];

/**
 * `POST /v1/{game}/resolve/{action}` for every action of one game: thin. The body is checked by
 * the compiled schema of its DTO (`@ValidBody`), the language negotiated among the game's, and
 * the engine does the rest. Nothing here logs per request: this is the hot path. Each action is
 * its own operation in the OpenAPI document, with the game's own request and response schemas.
 */
export function resolveController(game: GameSpec, extraModels: readonly Type<unknown>[] = []): Type<unknown> {
  const id = game.definition.id;
  const languages = game.definition.languages;

  const ResolveController = serviceClass(`${pascal(id)}ResolveController`, ResolveService, applyDecorators(ApiTags(id), ApiExtraModels(ProblemResponse, ...extraModels), Controller(`v1/${id}/resolve`)));

  for (const [action, transport] of Object.entries(game.actions)) {
    const options = transport.options ?? [];
    defineMethod(
      ResolveController,
      camel(action),
      function (
        this: WithService<ResolveService>,
        body: ResolveRequest,
        lang: LangCode,
        odds: boolean,
        owner: string | undefined,
        embed: boolean,
        style: string | undefined,
        share: Sharer | undefined,
        work: RequestWork | undefined,
        ...asked: (string | undefined)[]
      ): ResolutionView | Promise<ResolutionView> {
        return this.service.answer(game, action, body, lang, odds, owner, askedOptions(options, asked), { embed, style: style === 'compact' ? 'compact' : undefined }, share, work);
      },
      {
        decorators: [
          Post(action),
          HttpCode(200),
          ApiOperation({ summary: transport.summary }),
          ApiBody({ type: transport.request, examples: { example: { value: transport.example } } }),
          ApiOkResponse({ type: transport.response, description: 'The ruling, step by step, with exact odds.' }),
          ApiLangQuery(),
          ApiQuery({ name: 'odds', required: false, type: Boolean, description: '`false` skips the exact odds.' }),
          ...REPLY_QUERIES,
          ...options.map((o) => ApiQuery({ name: o.name, required: false, enum: [...o.values], description: o.description })),
          ApiResolveProblems(),
        ],
        // The caller's own custom entries resolve too (an API key with the read scope).
        params: [
          ValidBody(transport.request),
          Lang(languages),
          QueryFlag(['odds', true]),
          CatalogReader(),
          QueryFlag(['embed', false]),
          QueryEnum(['style', STYLES]),
          ShareAs(),
          Work(),
          ...options.map((o) => QueryEnum([o.name, o.values])),
        ],
        paramTypes: [transport.request, String, Boolean, String, Boolean, String, Object, Object, ...options.map(() => String)],
      },
    );
  }
  return ResolveController;
}
