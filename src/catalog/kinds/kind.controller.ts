import { Controller, Delete, Get, Header, HttpCode, Param, Post, Put, Query, Type, applyDecorators } from '@nestjs/common';
import {
  ApiBody,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiQuery,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Principal } from '../../auth/principal';
import { Caller, CatalogReader, RequireScope } from '../../auth/require-scope';
import { WithService, defineMethod, serviceClass } from '../../common/http/define-route';
import { Lang } from '../../common/i18n/lang.decorator';
import { ApiLangQuery } from '../../common/i18n/lang.openapi';
import type { Lang as LangCode } from '../../engine/core/types';
import { ValidBody } from '../../common/validation/validator';
import { GameSpec, catalogKind, pascal } from '../../games/registry';
import { CUSTOM_FACTION, CustomCatalogService, EntryBody } from '../custom/custom-catalog.service';
import { ENTRY_BODY_MODELS, entryWriteDto } from './entry.dto';

type QueryValue = string | string[] | undefined;

/** The slug of the custom entry the write routes' examples create and then address. */
const EXAMPLE_SLUG = 'hero';
type View = Readonly<Record<string, unknown>>;

/** A repeated query parameter counts once; an empty one (`?faction=`) counts as absent. */
const firstValue = (v: QueryValue): string | undefined => (Array.isArray(v) ? v[0] : v) || undefined;

const problemContent = { 'application/problem+json': { schema: { $ref: '#/components/schemas/ProblemResponse' } } };
const problem = (status: number, description: string): MethodDecorator => ApiResponse({ status, description, content: problemContent });

/** The game as players name it (`AE-WWII units`, not the id's `AeWwii`). */
function gameName(game: GameSpec): string {
  const title = game.definition.messages.en['game.title'];
  return game.shortName ?? (typeof title === 'string' ? title : game.definition.id);
}

/** The create and replace bodies of a writable kind (`<Game><Kind>Create`, `<Game><Kind>Replace`). */
export function kindWriteDtos(game: GameSpec, kindId: string): { readonly create: Type<object>; readonly replace: Type<object> } | undefined {
  const write = game.kinds[kindId]?.write;
  if (!write) return undefined;
  const cached = dtoCache.get(write);
  if (cached) return cached;
  const kind = catalogKind(game, kindId);
  const stem = `${pascal(game.definition.id)}${pascal(kind.id)}`;
  const dtos = {
    create: entryWriteDto(`${stem}Create`, write.fields, kind.scope === 'faction', true),
    replace: entryWriteDto(`${stem}Replace`, write.fields, kind.scope === 'faction', false),
  };
  dtoCache.set(write, dtos);
  return dtos;
}
// One pair of classes per kind, however many controllers and resolvers ask (schema names are unique).
const dtoCache = new WeakMap<object, { readonly create: Type<object>; readonly replace: Type<object> }>();

/**
 * `GET/POST /v1/{game}/{plural}`, `GET/PUT/DELETE /v1/{game}/{plural}/{id}` and
 * `POST .../{id}/restore` for one catalog kind of one game, with the game's own view and body
 * schemas in the OpenAPI document. Reads are public (an API key with the read scope adds its
 * owner's custom entries); writes need the write scope and touch only the caller's own entries.
 * A faction-scoped kind's ids have a slash (`german-geneticists/wehrmacht`): each of its entry
 * routes also takes the id URL-encoded in one segment. A read-only kind has no write routes.
 */
export function catalogKindController(game: GameSpec, kindId: string): Type<unknown> {
  const kind = catalogKind(game, kindId);
  const module = game.kinds[kindId];
  const gameId = game.definition.id;
  const languages = game.definition.languages;
  const factionScoped = kind.scope === 'faction';
  const view = module.view;
  // Path examples that answer as documented: a read names the game's first built-in entry of the
  // kind, a write the custom entry its body example creates (slug `hero`).
  const builtIn = game.seed().entries.find((e) => e.kind === kind.id)?.id;
  const customId = factionScoped ? `${CUSTOM_FACTION}/${EXAMPLE_SLUG}` : `${CUSTOM_FACTION}-${EXAMPLE_SLUG}`;
  const readId = builtIn ?? customId;

  const KindController = serviceClass(
    `${pascal(gameId)}${pascal(kind.plural)}Controller`,
    CustomCatalogService,
    applyDecorators(ApiTags(gameId), ApiExtraModels(...ENTRY_BODY_MODELS), Controller(`v1/${gameId}/${kind.plural}`)),
  );
  type Self = WithService<CustomCatalogService>;

  const localized = applyDecorators(ApiLangQuery(), ApiHeader({ name: 'Accept-Language', required: false }));
  const readDocs = (summary: string): MethodDecorator =>
    applyDecorators(
      ApiOperation({ summary }),
      localized,
      ApiHeader({ name: 'Authorization', required: false, description: 'Optional `Bearer <API key>`: with the read scope, your own custom entries are included. A bad key is a 401, never anonymous.' }),
      ApiHeader({ name: 'X-API-Key', required: false, description: 'The API key, as an alternative to Authorization.' }),
      ApiNotFoundResponse({ description: 'Unknown id or faction (application/problem+json).' }),
      Header('Vary', 'Accept-Language'),
    );
  const writeDocs = (summary: string, status: number, description: string): MethodDecorator =>
    applyDecorators(
      ApiOperation({ summary }),
      localized,
      RequireScope('write'),
      status === 201 ? ApiCreatedResponse({ type: view, description }) : ApiOkResponse({ type: view, description }),
      problem(503, 'The database is unavailable; nothing was written. Retry shortly.'),
    );
  const entryProblems = applyDecorators(
    problem(403, `A built-in ${kind.id} id: the built-in catalog is read-only.`),
    problem(404, `You have no custom ${kind.id} with this id (another owner’s entries are never visible), or it is deleted.`),
  );

  /** One entry route: by `:id` and, for a faction-scoped kind, by `:faction/:slug` too. */
  const entryRoute = (key: string, method: (path: string) => MethodDecorator, suffix: string, docs: MethodDecorator, run: (self: Self, id: string, rest: unknown[]) => unknown, extraParams: readonly ParameterDecorator[] = [], extraTypes: readonly unknown[] = []): void => {
    const exampleId = key === 'one' ? readId : customId;
    const byId = ApiParam({ name: 'id', example: exampleId, description: factionScoped ? 'The id URL-encoded in one segment (`custom%2Fhero`).' : undefined });
    defineMethod(KindController, key, function (this: Self, id: string, ...rest: unknown[]) {
      return run(this, id, rest);
    }, { decorators: [method(`:id${suffix}`), docs, byId], params: [Param('id'), ...extraParams], paramTypes: [String, ...extraTypes] });
    if (!factionScoped) return;
    defineMethod(KindController, `${key}ByFactionAndSlug`, function (this: Self, faction: string, slug: string, ...rest: unknown[]) {
      return run(this, `${faction}/${slug}`, rest);
    }, {
      decorators: [method(`:faction/:slug${suffix}`), docs, ApiParam({ name: 'faction', example: exampleId.split('/')[0] }), ApiParam({ name: 'slug', example: exampleId.split('/')[1] })],
      params: [Param('faction'), Param('slug'), ...extraParams],
      paramTypes: [String, String, ...extraTypes],
    });
  };

  defineMethod(KindController, 'list', function (this: Self, lang: LangCode, owner: string | undefined, faction: QueryValue) {
    return this.service.entries(gameId, kind.id, lang, owner, firstValue(faction));
  }, {
    decorators: [
      Get(),
      readDocs(`${gameName(game)} ${kind.plural}${factionScoped ? ', optionally of one faction' : ''}`),
      ApiOkResponse({ type: [view] }),
      ...(factionScoped ? [ApiQuery({ name: 'faction', required: false, example: readId.split('/')[0], description: `\`${CUSTOM_FACTION}\`: only your own custom ${kind.plural}.` })] : []),
    ],
    params: [Lang(languages), CatalogReader(), ...(factionScoped ? [Query('faction')] : [])],
    paramTypes: [String, String, Object],
  });

  entryRoute('one', Get, '', applyDecorators(readDocs(`One ${kind.id}`), ApiOkResponse({ type: view })), (self, id, [lang, owner]) =>
    self.service.entry(gameId, kind.id, id, lang as LangCode, owner as string | undefined),
  [Lang(languages), CatalogReader()], [String, String]);

  const dtos = kindWriteDtos(game, kindId);
  const write = module.write;
  if (!dtos || !write) return KindController;
  const customIdPattern = factionScoped ? `${CUSTOM_FACTION}/<slug>` : `${CUSTOM_FACTION}-<slug>`;
  // The body example: the kind's own example fields with a slug and a name (a PUT of the entry
  // it creates may send the same body back).
  const bodyExamples = { example: { value: { slug: EXAMPLE_SLUG, name: 'Iron Hero', ...write.example } } };

  defineMethod(KindController, 'create', function (this: Self, caller: Principal, body: EntryBody, lang: LangCode): Promise<View> {
    return this.service.create(gameId, kind.id, caller.owner, body, lang);
  }, {
    decorators: [
      Post(),
      HttpCode(201),
      writeDocs(`Create a custom ${kind.id} \`${customIdPattern}\` (a profile with a slug and a name)`, 201, 'The new entry, as reads show it.'),
      ApiBody({ type: dtos.create, examples: bodyExamples }),
      problem(400, 'Invalid body (each offending path named in `errors`).'),
      problem(409, `You already have a ${kind.id} with this slug (a deleted one can be restored), or it would take you past a quota (\`quota-exceeded\`: custom entries per game, stored bytes).`),
      problem(422, 'A profile the rules refuse, or a read-only field that disagrees with the others.'),
    ],
    params: [Caller(), ValidBody(dtos.create), Lang(languages)],
    paramTypes: [Object, dtos.create, String],
  });

  const replaceDocs = applyDecorators(
    writeDocs(`Replace a custom ${kind.id} (the previous version is kept in the history). A read of it can be sent back as it is.`, 200, 'The entry after the change.'),
    ApiBody({ type: dtos.replace, examples: bodyExamples }),
    problem(400, 'Invalid body (each offending path named in `errors`), or a slug or id that differs from the URL’s.'),
    problem(409, 'The `version` sent is not the current one: the entry changed since it was read; or a bigger entry would take you past your stored-bytes quota (`quota-exceeded`).'),
    problem(422, 'A profile the rules refuse, or a read-only field that disagrees with the others.'),
    entryProblems,
  );
  entryRoute('replace', Put, '', replaceDocs, (self, id, [caller, body, lang]) =>
    self.service.replace(gameId, kind.id, (caller as Principal).owner, id, body as EntryBody, lang as LangCode),
  [Caller(), ValidBody(dtos.replace), Lang(languages)], [Object, dtos.replace, String]);

  entryRoute('remove', Delete, '', applyDecorators(writeDocs(`Delete a custom ${kind.id} (soft: it can be restored)`, 200, 'The deleted entry, `deletedAt` set.'), entryProblems), (self, id, [caller, lang]) =>
    self.service.remove(gameId, kind.id, (caller as Principal).owner, id, lang as LangCode),
  [Caller(), Lang(languages)], [Object, String]);

  const restoreDocs = applyDecorators(
    writeDocs(`Restore a deleted custom ${kind.id} (a no-op for one that is not deleted)`, 200, 'The entry, live again.'),
    HttpCode(200),
    entryProblems,
    problem(409, 'Restoring it would take you past a quota (`quota-exceeded`: custom entries per game, stored bytes).'),
  );
  entryRoute('restore', Post, '/restore', restoreDocs, (self, id, [caller, lang]) =>
    self.service.restore(gameId, kind.id, (caller as Principal).owner, id, lang as LangCode),
  [Caller(), Lang(languages)], [Object, String]);

  return KindController;
}
