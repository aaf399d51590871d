import 'reflect-metadata';
import { PROBLEM_CATALOGS } from '../../src/common/problem/messages';
import { ProblemType } from '../../src/common/problem/problem.exception';
import { isDescribed } from '../../src/common/validation/patterns';
import { JsonSchema, dtoToJsonSchema } from '../../src/common/validation/schema';
import { kindWriteDtos } from '../../src/catalog/kinds/kind.controller';
import { checkGames } from '../../src/games/registry';
import { CreateApiKeyDto } from '../../src/auth/api-key.dto';
import { en as engineEn } from '../../src/engine/ae-wwii/messages/en';
import { es as engineEs } from '../../src/engine/ae-wwii/messages/es';
import { fr as engineFr } from '../../src/engine/ae-wwii/messages/fr';
import { checkMessageCatalogs } from '../support/message-catalogs';
import { TEST_GAMES } from '../support/test-games';

/** Every request body the API validates (REST @ValidBody and the GraphQL twins), every game's. */
const DTOS = [
  ...TEST_GAMES.flatMap((g) => Object.values(g.actions).map((a) => a.request)),
  ...TEST_GAMES.flatMap((g) => g.definition.catalog.kinds.flatMap((k) => Object.values(kindWriteDtos(g, k.id) ?? {}))),
  CreateApiKeyDto,
];

/** Every (keyword, value) the request schemas use, walking their definitions. */
function schemaKeywords(): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (typeof node !== 'object' || node === null) return;
    for (const [keyword, value] of Object.entries(node as JsonSchema)) {
      if (!out.has(keyword)) out.set(keyword, new Set());
      if (keyword === 'pattern') out.get(keyword)?.add(value as string);
      if (keyword === 'properties' || keyword === 'definitions') Object.values(value as object).forEach(walk);
      else walk(value);
    }
  };
  for (const dto of DTOS) walk(dtoToJsonSchema(dto).schema);
  return out;
}

/** Schema keywords that never fail on their own (structure, references, annotations). */
const STRUCTURAL = new Set(['properties', 'definitions', '$ref', 'items', 'description', 'allOf']);
/** Keywords validator.ts `describe` gives a message of their own (the rest get "is not valid"). */
const DESCRIBED = new Set([
  'required',
  'additionalProperties',
  'type',
  'enum',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'uniqueItems',
  'pattern',
  'oneOf',
  'x-exactlyOne',
  'x-uniqueBy',
  'x-playerText',
]);

describe('message catalogs', () => {
  it('problems: every key in en, es and fr, the same params, French typography', () => {
    expect(checkMessageCatalogs(PROBLEM_CATALOGS, { frenchTypography: 'fr' })).toEqual([]);
  });

  it('problems: a title and a generic detail for every problem type', () => {
    for (const type of Object.values(ProblemType)) {
      expect(Object.keys(PROBLEM_CATALOGS.en)).toEqual(expect.arrayContaining([`title.${type}`, `generic.${type}`]));
    }
  });

  it('the same check fits the engine’s game catalogs', () => {
    expect(checkMessageCatalogs({ en: engineEn, es: engineEs, fr: engineFr })).toEqual([]);
  });

  it('finds what it is meant to find', () => {
    const problems = checkMessageCatalogs(
      {
        en: { a: 'Hi {name}', b: (p) => `${p.n} ${Number(p.n) === 1 ? 'item' : 'items'}`, c: 'x: y', d: 'gone', e: '{n, plural, one {# item} other {# items}}' },
        es: { a: 'Hola {name}', b: (p) => `${p.n} elementos`, c: 'x: y', d: 'ido', e: '{n, plural, one {# elemento} other {# elementos}}' },
        fr: { a: 'Salut', b: (p) => `${p.n} éléments ${p.extra}`, c: 'x: « y»', e: '{n, plural, one {# élément}}' },
      },
      { frenchTypography: 'fr' },
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        'fr: missing key d',
        'fr a: params none, en has name',
        expect.stringMatching(/^fr b: reads param\(s\) extra that en does not/),
        expect.stringMatching(/^fr c: no no-break space before ":"/),
        expect.stringMatching(/^fr c: « » without no-break spaces/),
        expect.stringMatching(/^fr e: template .*needs an `other` branch/),
      ]),
    );
    expect(problems.filter((p) => p.startsWith('es '))).toEqual([]);
  });
});

describe('validation messages cover the request schemas', () => {
  const keywords = schemaKeywords();

  it('every keyword a schema uses has a message of its own', () => {
    const undescribed = [...keywords.keys()].filter((k) => !STRUCTURAL.has(k) && !DESCRIBED.has(k));
    expect(undescribed).toEqual([]);
  });

  it('every pattern a schema uses is described in words (patterns.ts, or its game’s formats)', () => {
    // What boot does: the games' checks add their patterns' words.
    checkGames(TEST_GAMES);
    const patterns = [...(keywords.get('pattern') ?? [])];
    expect(patterns.length).toBeGreaterThan(0);
    expect(patterns.filter((p) => !isDescribed(p))).toEqual([]);
  });

  it('each game’s patterns are worded in every language, French typography included', () => {
    for (const g of TEST_GAMES) {
      const formats = g.formats ?? [];
      const catalogs = { en: {}, es: {}, fr: {} } as Record<'en' | 'es' | 'fr', Record<string, string>>;
      formats.forEach((f, i) => (['en', 'es', 'fr'] as const).forEach((lang) => (catalogs[lang][`${g.definition.id}.format.${i}`] = f.words[lang])));
      expect(checkMessageCatalogs(catalogs, { frenchTypography: 'fr' })).toEqual([]);
    }
  });
});
