import 'reflect-metadata';
import fc from 'fast-check';
import { ProblemException } from '../../src/common/problem/problem.exception';
import { JsonSchema, REF_PREFIX, dtoToJsonSchema } from '../../src/common/validation/schema';
import { shareRepeats } from '../../src/common/validation/share-repeats';
import { compileSchema, validatedDtos, validateWith } from '../../src/common/validation/validator';
import { GAMES } from '../../src/games';
import { mutate, mutation } from './ae-wwii.arbitraries';
import { loadOpenApi } from '../fuzz/openapi';
import { schemaArbitrary } from '../fuzz/schema-arbitrary';
import { extremeMutation } from '../fuzz/hostile';
import { fuzzSeed } from '../support/seed';

/**
 * Body validators are compiled from schemas whose repeated sub-schemas are shared through
 * `definitions` (share-repeats.ts). They must give every body the same verdict and the same
 * field errors as the schema written out in full: checked on valid bodies of every body schema
 * of the committed document that a registered game's DTO has, and on the same bodies with one
 * field mutated. Seeded; FUZZ_SEED replays, FUZZ_RUNS runs more.
 */
const SEED = fuzzSeed(731_202_611, 'shared sub-schemas fuzz');
const RUNS = Math.max(20, Math.round(Number(process.env.FUZZ_RUNS ?? 600) / 6));

// Importing the games registers their DTOs (decorators run at import).
void GAMES;

type Verdict = { readonly ok: true } | { readonly ok: false; readonly detail: string; readonly errors: unknown };

function verdict(check: () => unknown): Verdict {
  try {
    check();
    return { ok: true };
  } catch (e) {
    if (!(e instanceof ProblemException)) throw e;
    const body = e.getResponse() as { detail?: unknown; errors?: unknown };
    return { ok: false, detail: JSON.stringify(body.detail), errors: body.errors };
  }
}

const refsIn = (s: unknown): number => (typeof s !== 'object' || s === null ? 0 : Object.entries(s).reduce((n, [k, v]) => n + (k === '$ref' && typeof v === 'string' && v.startsWith(`${REF_PREFIX}Shared`) ? 1 : 0) + refsIn(v), 0));

/** `schema` with every reference to a shared definition replaced by the definition, and those definitions dropped. */
function inlineShared(schema: JsonSchema): JsonSchema {
  const definitions = (schema.definitions ?? {}) as Record<string, unknown>;
  const put = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(put);
    if (typeof v !== 'object' || v === null) return v;
    const ref = (v as { $ref?: unknown }).$ref;
    if (typeof ref === 'string' && ref.startsWith(`${REF_PREFIX}Shared`)) return put(definitions[ref.slice(REF_PREFIX.length)]);
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, put(x)]));
  };
  const out = put(schema) as JsonSchema;
  const kept = Object.fromEntries(Object.entries(out.definitions as Record<string, unknown>).filter(([name]) => !name.startsWith('Shared')));
  return { ...out, definitions: kept };
}

describe('shared sub-schemas: the same verdict and errors as the schema written out', () => {
  const doc = loadOpenApi();
  const components = (doc.components?.schemas ?? {}) as Record<string, JsonSchema>;
  const dtos = validatedDtos().filter((d) => components[d.name] !== undefined);

  it('covers the bodies with repeated sub-schemas (Wartime inline characters)', () => {
    const shared = dtos.filter((d) => refsIn(shareRepeats(dtoToJsonSchema(d).schema)) > 0).map((d) => d.name);
    // WartimeShotRequest: attacker and target are inline characters, each with inline weapons.
    expect(shared).toEqual(expect.arrayContaining(['WartimeShotRequest', 'WartimeMeleeRequest']));
  });

  it('leaves a schema without repeats as it is', () => {
    const plain = { type: 'object', properties: { a: { type: 'integer' } } };
    expect(shareRepeats(plain)).toBe(plain);
  });

  for (const dto of dtos) {
    const written = dtoToJsonSchema(dto).schema;
    const shared = shareRepeats(written);
    if (shared === written) continue;
    it(`${dto.name}: each shared reference put back gives the schema written out`, () => {
      expect(inlineShared(shared)).toEqual(written);
    });
    it(`${dto.name}: valid and mutated bodies`, () => {
      const full = compileSchema(written);
      const parts = compileSchema(shared);
      const bodies = schemaArbitrary(doc, components[dto.name], { maxItems: 3 });
      fc.assert(
        fc.property(bodies, fc.nat(), fc.oneof(mutation, extremeMutation), fc.boolean(), (body, choice, m, mutated) => {
          const sent = mutated ? mutate(body as Parameters<typeof mutate>[0], choice, m) : body;
          expect(verdict(() => validateWith(parts, sent))).toEqual(verdict(() => validateWith(full, sent)));
        }),
        { seed: SEED, numRuns: RUNS },
      );
    });
  }
});
