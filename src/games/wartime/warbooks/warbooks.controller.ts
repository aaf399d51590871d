import { Controller, Delete, Get, Header, HttpCode, Param, Post, Put, applyDecorators } from '@nestjs/common';
import { ApiBody, ApiExtraModels, ApiHeader, ApiOkResponse, ApiCreatedResponse, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Principal } from '../../../auth/principal';
import { Caller, CatalogReader, RequireScope } from '../../../auth/require-scope';
import { Lang } from '../../../common/i18n/lang.decorator';
import { ApiLangQuery } from '../../../common/i18n/lang.openapi';
import { ValidBody } from '../../../common/validation/validator';
import type { Lang as LangCode } from '../../../engine/core/types';
import { WARTIME } from '../../../engine/wartime';
import {
  WARBOOK_BODY_MODELS,
  WartimePlayList,
  WartimePlayListBody,
  WartimePlayListFields,
  WartimePlayListReport,
  WartimeWarbook,
  WartimeWarbookArchetype,
  WartimeWarbookArchetypeBody,
  WartimeWarbookBody,
  WartimeWarbookSummary,
} from './warbooks.dto';
import {
  ARCHETYPE_CREATE,
  ARCHETYPE_REPLACE,
  BUILT_IN_WARBOOK,
  MY_CHARACTER,
  MY_PLAY_LIST,
  MY_WARBOOK,
  PLAY_LIST_CREATE,
  PLAY_LIST_REPLACE,
  PLAY_LIST_VALIDATE,
  WARBOOK_CREATE,
  WARBOOK_REPLACE,
} from './warbooks.examples';
import { WarbooksService } from './warbooks.service';

/*
 * /v1/wartime/warbooks...: warbooks, their archetypes and play lists. Reads are public: anyone reads
 * the built-in examples, and a key with the read scope reads its owner's warbooks too. Writes need the
 * write scope and touch only the caller's own: another owner's warbook is a 404 (as if absent, so ids
 * do not leak), a built-in one a 403 (read-only). A user's slugs never take a built-in example's (409 on
 * create), so a slug names one warbook for everyone; should one of a user's ever share a built-in's
 * (stored before that example shipped), the caller's own is the one every route of theirs reads
 * and writes, and everyone else reads the example.
 */

const LANGS = WARTIME.languages;
const problemContent = { 'application/problem+json': { schema: { $ref: '#/components/schemas/ProblemResponse' } } };
const problem = (status: number, description: string): MethodDecorator => ApiResponse({ status, description, content: problemContent });

const read = (summary: string): MethodDecorator =>
  applyDecorators(
    ApiOperation({ summary }),
    ApiLangQuery(),
    ApiHeader({ name: 'Authorization', required: false, description: 'Optional `Bearer <API key>`: with the read scope, your own warbooks are readable too. A bad key is a 401, never anonymous.' }),
    ApiHeader({ name: 'X-API-Key', required: false, description: 'The API key, as an alternative to Authorization.' }),
    problem(404, 'No such warbook among yours and the built-in examples (another owner’s are never visible), or no such part of it.'),
    problem(503, 'The database is unavailable. Retry shortly.'),
    Header('Vary', 'Accept-Language'),
  );

const write = (summary: string, created = false): MethodDecorator =>
  applyDecorators(
    ApiOperation({ summary }),
    ApiLangQuery(),
    RequireScope('write'),
    ...(created ? [HttpCode(201)] : [HttpCode(200)]),
    problem(403, 'A built-in example warbook: read-only (or a key without the write scope).'),
    problem(404, 'You have no such warbook (another owner’s are never visible), or no such part of it, or it is deleted.'),
    problem(503, 'The database is unavailable; nothing was written. Retry shortly.'),
  );

const bodyProblems = applyDecorators(
  problem(400, 'Invalid body (each offending path named in `errors`), or a slug or id that differs from the URL’s.'),
  problem(409, 'The slug is taken (a deleted one can be restored; a built-in example’s is never yours to take), the `version` sent is not the current one, the change would break other parts of the warbook (each named in `errors`), or it would take you past a quota (`quota-exceeded`: warbooks, archetypes per warbook, stored bytes).'),
  problem(422, 'What the rules refuse: every violation, each path named in `errors` (an archetype’s schema, repeated names, a play list over its points...).'),
);

/** Restoring puts what was deleted back into the owner's quotas. */
const QUOTA = problem(409, 'Restoring it would take you past a quota (`quota-exceeded`: warbooks, stored bytes).');

// Path examples that answer as documented (warbooks.examples.ts): a read names the built-in example,
// a write the reader's own warbook its create example makes.
const WARBOOK = ApiParam({ name: 'warbook', example: BUILT_IN_WARBOOK, description: `The warbook’s slug (\`${BUILT_IN_WARBOOK}\` is a built-in example anyone reads).` });
const MY = ApiParam({ name: 'warbook', example: MY_WARBOOK, description: `The slug of one of your warbooks (\`${MY_WARBOOK}\`: the one \`POST /v1/wartime/warbooks\`’s example creates).` });
const ARCHETYPE = ApiParam({ name: 'archetype', example: MY_CHARACTER, description: 'The archetype’s slug in the warbook.' });
const LIST = ApiParam({ name: 'list', example: MY_PLAY_LIST, description: 'The play list’s slug in the warbook.' });

@ApiTags(WARTIME.id)
@ApiExtraModels(...WARBOOK_BODY_MODELS)
@Controller(`v1/${WARTIME.id}/warbooks`)
export class WartimeWarbooksController {
  constructor(private readonly warbooks: WarbooksService) {}

  // --- Warbooks ---

  @Get()
  @read('The built-in example warbooks, and yours (read scope)')
  @ApiOkResponse({ type: [WartimeWarbookSummary] })
  list(@Lang(LANGS) lang: LangCode, @CatalogReader() reader: string | undefined): Promise<WartimeWarbookSummary[]> {
    return this.warbooks.list(lang, reader);
  }

  @Post()
  @write('Create a warbook, optionally with its first archetypes (checked together, every violation listed)', true)
  @ApiBody({ type: WartimeWarbookBody, examples: WARBOOK_CREATE })
  @ApiCreatedResponse({ type: WartimeWarbook })
  @bodyProblems
  create(@Caller() caller: Principal, @ValidBody(WartimeWarbookBody) body: WartimeWarbookBody, @Lang(LANGS) lang: LangCode): Promise<WartimeWarbook> {
    return this.warbooks.create(caller.owner, body, lang);
  }

  @Get(':warbook')
  @read('One warbook with its archetypes (priced) and play lists (checked)')
  @WARBOOK
  @ApiOkResponse({ type: WartimeWarbook })
  one(@Param('warbook') warbook: string, @Lang(LANGS) lang: LangCode, @CatalogReader() reader: string | undefined): Promise<WartimeWarbook> {
    return this.warbooks.get(warbook, lang, reader);
  }

  @Put(':warbook')
  @write('Replace a warbook’s name and description (the previous version is kept). A read of it can be sent back as it is.')
  @MY
  @ApiBody({ type: WartimeWarbookBody, examples: WARBOOK_REPLACE })
  @ApiOkResponse({ type: WartimeWarbook })
  @bodyProblems
  replace(@Caller() caller: Principal, @Param('warbook') warbook: string, @ValidBody(WartimeWarbookBody) body: WartimeWarbookBody, @Lang(LANGS) lang: LangCode): Promise<WartimeWarbook> {
    return this.warbooks.replace(caller.owner, warbook, body, lang);
  }

  @Delete(':warbook')
  @write('Delete a warbook (soft: it can be restored; its archetypes stop resolving meanwhile)')
  @MY
  @ApiOkResponse({ type: WartimeWarbook })
  remove(@Caller() caller: Principal, @Param('warbook') warbook: string, @Lang(LANGS) lang: LangCode): Promise<WartimeWarbook> {
    return this.warbooks.remove(caller.owner, warbook, lang);
  }

  @Post(':warbook/restore')
  @write('Restore a deleted warbook (a no-op for one that is not deleted)')
  @MY
  @ApiOkResponse({ type: WartimeWarbook })
  @QUOTA
  restore(@Caller() caller: Principal, @Param('warbook') warbook: string, @Lang(LANGS) lang: LangCode): Promise<WartimeWarbook> {
    return this.warbooks.restore(caller.owner, warbook, lang);
  }

  // --- Archetypes ---

  @Get(':warbook/archetypes')
  @read('A warbook’s archetypes, priced')
  @WARBOOK
  @ApiOkResponse({ type: [WartimeWarbookArchetype] })
  archetypes(@Param('warbook') warbook: string, @Lang(LANGS) lang: LangCode, @CatalogReader() reader: string | undefined): Promise<WartimeWarbookArchetype[]> {
    return this.warbooks.archetypes(warbook, lang, reader);
  }

  @Post(':warbook/archetypes')
  @write('Add an archetype of any type (its name unique in the warbook across every type)', true)
  @MY
  @ApiBody({ type: WartimeWarbookArchetypeBody, examples: ARCHETYPE_CREATE })
  @ApiCreatedResponse({ type: WartimeWarbookArchetype })
  @bodyProblems
  createArchetype(@Caller() caller: Principal, @Param('warbook') warbook: string, @ValidBody(WartimeWarbookArchetypeBody) body: WartimeWarbookArchetypeBody, @Lang(LANGS) lang: LangCode): Promise<WartimeWarbookArchetype> {
    return this.warbooks.createArchetype(caller.owner, warbook, body, lang);
  }

  @Get(':warbook/archetypes/:archetype')
  @read('One archetype of a warbook, priced')
  @WARBOOK
  @ARCHETYPE
  @ApiOkResponse({ type: WartimeWarbookArchetype })
  archetype(@Param('warbook') warbook: string, @Param('archetype') archetype: string, @Lang(LANGS) lang: LangCode, @CatalogReader() reader: string | undefined): Promise<WartimeWarbookArchetype> {
    return this.warbooks.archetype(warbook, archetype, lang, reader);
  }

  @Put(':warbook/archetypes/:archetype')
  @write('Replace an archetype (the previous version is kept). A read of it can be sent back as it is.')
  @MY
  @ARCHETYPE
  @ApiBody({ type: WartimeWarbookArchetypeBody, examples: ARCHETYPE_REPLACE })
  @ApiOkResponse({ type: WartimeWarbookArchetype })
  @bodyProblems
  replaceArchetype(
    @Caller() caller: Principal,
    @Param('warbook') warbook: string,
    @Param('archetype') archetype: string,
    @ValidBody(WartimeWarbookArchetypeBody) body: WartimeWarbookArchetypeBody,
    @Lang(LANGS) lang: LangCode,
  ): Promise<WartimeWarbookArchetype> {
    return this.warbooks.replaceArchetype(caller.owner, warbook, archetype, body, lang);
  }

  @Delete(':warbook/archetypes/:archetype')
  @write('Delete an archetype (soft); refused (409) while other archetypes or play lists of the warbook name it')
  @MY
  @ARCHETYPE
  @ApiOkResponse({ type: WartimeWarbookArchetype })
  @bodyProblems
  removeArchetype(@Caller() caller: Principal, @Param('warbook') warbook: string, @Param('archetype') archetype: string, @Lang(LANGS) lang: LangCode): Promise<WartimeWarbookArchetype> {
    return this.warbooks.removeArchetype(caller.owner, warbook, archetype, lang);
  }

  @Post(':warbook/archetypes/:archetype/restore')
  @write('Restore a deleted archetype (a no-op for one that is not deleted)')
  @MY
  @ARCHETYPE
  @ApiOkResponse({ type: WartimeWarbookArchetype })
  @bodyProblems
  restoreArchetype(@Caller() caller: Principal, @Param('warbook') warbook: string, @Param('archetype') archetype: string, @Lang(LANGS) lang: LangCode): Promise<WartimeWarbookArchetype> {
    return this.warbooks.restoreArchetype(caller.owner, warbook, archetype, lang);
  }

  // --- Play lists ---

  @Get(':warbook/play-lists')
  @read('A warbook’s play lists, each checked against the warbook as it is now')
  @WARBOOK
  @ApiOkResponse({ type: [WartimePlayList] })
  playLists(@Param('warbook') warbook: string, @Lang(LANGS) lang: LangCode, @CatalogReader() reader: string | undefined): Promise<WartimePlayList[]> {
    return this.warbooks.playLists(warbook, lang, reader);
  }

  @Post(':warbook/play-lists')
  @write('Add a play list: squads of the warbook’s characters under a point limit and an optional maximum level (refused with every violation listed)', true)
  @MY
  @ApiBody({ type: WartimePlayListBody, examples: PLAY_LIST_CREATE })
  @ApiCreatedResponse({ type: WartimePlayList })
  @bodyProblems
  createPlayList(@Caller() caller: Principal, @Param('warbook') warbook: string, @ValidBody(WartimePlayListBody) body: WartimePlayListBody, @Lang(LANGS) lang: LangCode): Promise<WartimePlayList> {
    return this.warbooks.createPlayList(caller.owner, warbook, body, lang);
  }

  @Post(':warbook/play-lists/validate')
  @HttpCode(200)
  @read('Check a play list against a warbook without storing it: every violation, with its code and path')
  @WARBOOK
  @ApiBody({ type: WartimePlayListFields, examples: PLAY_LIST_VALIDATE })
  @ApiOkResponse({ type: WartimePlayListReport, description: '`valid` is false when any violation is listed.' })
  @bodyProblems
  validate(@Param('warbook') warbook: string, @ValidBody(WartimePlayListFields) body: WartimePlayListFields, @Lang(LANGS) lang: LangCode, @CatalogReader() reader: string | undefined): Promise<WartimePlayListReport> {
    return this.warbooks.validate(warbook, body, lang, reader);
  }

  @Get(':warbook/play-lists/:list')
  @read('One play list, checked against the warbook as it is now')
  @WARBOOK
  @LIST
  @ApiOkResponse({ type: WartimePlayList })
  playList(@Param('warbook') warbook: string, @Param('list') list: string, @Lang(LANGS) lang: LangCode, @CatalogReader() reader: string | undefined): Promise<WartimePlayList> {
    return this.warbooks.playList(warbook, list, lang, reader);
  }

  @Put(':warbook/play-lists/:list')
  @write('Replace a play list (the previous version is kept). A read of it can be sent back as it is.')
  @MY
  @LIST
  @ApiBody({ type: WartimePlayListBody, examples: PLAY_LIST_REPLACE })
  @ApiOkResponse({ type: WartimePlayList })
  @bodyProblems
  replacePlayList(@Caller() caller: Principal, @Param('warbook') warbook: string, @Param('list') list: string, @ValidBody(WartimePlayListBody) body: WartimePlayListBody, @Lang(LANGS) lang: LangCode): Promise<WartimePlayList> {
    return this.warbooks.replacePlayList(caller.owner, warbook, list, body, lang);
  }

  @Delete(':warbook/play-lists/:list')
  @write('Delete a play list (soft: it can be restored)')
  @MY
  @LIST
  @ApiOkResponse({ type: WartimePlayList })
  removePlayList(@Caller() caller: Principal, @Param('warbook') warbook: string, @Param('list') list: string, @Lang(LANGS) lang: LangCode): Promise<WartimePlayList> {
    return this.warbooks.removePlayList(caller.owner, warbook, list, lang);
  }

  @Post(':warbook/play-lists/:list/restore')
  @write('Restore a deleted play list (a no-op for one that is not deleted)')
  @MY
  @LIST
  @ApiOkResponse({ type: WartimePlayList })
  @QUOTA
  restorePlayList(@Caller() caller: Principal, @Param('warbook') warbook: string, @Param('list') list: string, @Lang(LANGS) lang: LangCode): Promise<WartimePlayList> {
    return this.warbooks.restorePlayList(caller.owner, warbook, list, lang);
  }
}
