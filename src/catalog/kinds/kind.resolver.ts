import { Type } from '@nestjs/common';
import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Principal } from '../../auth/principal';
import { Caller, CatalogReader, RequireScope } from '../../auth/require-scope';
import { LangArg } from '../../common/graphql/lang';
import { WithService, defineMethod, serviceClass } from '../../common/http/define-route';
import { validateBody } from '../../common/validation/validator';
import type { Lang } from '../../engine/core/types';
import { inputToBody } from '../../games/input-body';
import { GameSpec, catalogKind, graphqlNames, pascal } from '../../games/registry';
import { CustomCatalogService, EntryBody } from '../custom/custom-catalog.service';
import { entryInput } from './entry.input';
import { kindWriteDtos } from './kind.controller';

type View = Readonly<Record<string, unknown>>;

const ID_ARG = { name: 'id', type: () => String } as const;

/**
 * GraphQL twins of one kind's catalog routes: `<game><Plural>(faction, lang)` and
 * `<game><Kind>ById(id, lang)` (your own custom entries included with a read-scope key; `ById`
 * keeps it apart from a resolve action of the same name, AE-WWII's psi-power), and for a
 * writable kind `create|update|delete|restore<Game><Kind>` with the same scope guard, the same
 * DTO validation on the REST-shaped body and the same service calls (so the same problems).
 */
export function catalogKindResolver(game: GameSpec, kindId: string): Type<unknown> {
  const kind = catalogKind(game, kindId);
  const module = game.kinds[kindId];
  const gameId = game.definition.id;
  const factionScoped = kind.scope === 'faction';
  // The negotiated language (`lang`, else Accept-Language), among the game's.
  const langOf = (lang: Lang): Lang => (game.definition.languages.includes(lang) ? lang : 'en');

  const KindResolver = serviceClass(`${pascal(gameId)}${pascal(kind.plural)}Resolver`, CustomCatalogService, Resolver());
  type Self = WithService<CustomCatalogService>;
  const names = graphqlNames(gameId);

  defineMethod(KindResolver, 'list', function (this: Self, faction: string | null | undefined, lang: Lang, owner: string | undefined): View[] {
    return this.service.entries(gameId, kind.id, langOf(lang), owner, faction ?? undefined);
  }, {
    decorators: [Query(() => [module.model], { name: names.field(kind.plural), description: `${gameId} ${kind.plural} (GET /v1/${gameId}/${kind.plural}).` })],
    params: [Args({ name: 'faction', nullable: true, type: () => String, description: factionScoped ? 'custom: only your own.' : 'Not used by this catalog.' }), LangArg(), CatalogReader()],
    paramTypes: [String, String, String],
  });

  defineMethod(KindResolver, 'one', function (this: Self, id: string, lang: Lang, owner: string | undefined): View {
    return this.service.entry(gameId, kind.id, id, langOf(lang), owner);
  }, {
    decorators: [Query(() => module.model, { name: names.field(`${kind.id}-by-id`), description: `One ${kind.id} (GET /v1/${gameId}/${kind.plural}/{id}).` })],
    params: [Args(ID_ARG), LangArg(), CatalogReader()],
    paramTypes: [String, String, String],
  });

  const dtos = kindWriteDtos(game, kindId);
  const write = module.write;
  if (!dtos || !write) return KindResolver;
  const input = entryInput(names.kindInput(kind.id), write.input);
  const typeName = names.kind(kind.id);
  const path = `/v1/${gameId}/${kind.plural}`;
  const fromInput = write.fromInput ?? ((value: object) => inputToBody(value));
  const body = (dto: Type<object>, value: object): EntryBody => validateBody(dto, fromInput(value)) as EntryBody;

  defineMethod(KindResolver, 'create', function (this: Self, caller: Principal, value: object, lang: Lang): Promise<View> {
    return this.service.create(gameId, kind.id, caller.owner, body(dtos.create, value), langOf(lang));
  }, {
    decorators: [Mutation(() => module.model, { name: `create${typeName}`, description: `Create a custom ${kind.id} (POST ${path}).` }), RequireScope('write')],
    params: [Caller(), Args('input', { type: () => input }), LangArg()],
    paramTypes: [Object, input, String],
  });
  defineMethod(KindResolver, 'update', function (this: Self, caller: Principal, id: string, value: object, lang: Lang): Promise<View> {
    return this.service.replace(gameId, kind.id, caller.owner, id, body(dtos.replace, value), langOf(lang));
  }, {
    decorators: [Mutation(() => module.model, { name: `update${typeName}`, description: `Replace a custom ${kind.id} (PUT ${path}/{id}).` }), RequireScope('write')],
    params: [Caller(), Args(ID_ARG), Args('input', { type: () => input }), LangArg()],
    paramTypes: [Object, String, input, String],
  });
  for (const [verb, rest] of [
    ['delete', 'Delete a custom %s; it can be restored (DELETE %p/{id}).'],
    ['restore', 'Restore a deleted custom %s (POST %p/{id}/restore).'],
  ] as const) {
    defineMethod(KindResolver, verb, function (this: Self, caller: Principal, id: string, lang: Lang): Promise<View> {
      return verb === 'delete' ? this.service.remove(gameId, kind.id, caller.owner, id, langOf(lang)) : this.service.restore(gameId, kind.id, caller.owner, id, langOf(lang));
    }, {
      decorators: [Mutation(() => module.model, { name: `${verb}${typeName}`, description: rest.replace('%s', kind.id).replace('%p', path) }), RequireScope('write')],
      params: [Caller(), Args(ID_ARG), LangArg()],
      paramTypes: [Object, String, String],
    });
  }
  return KindResolver;
}
