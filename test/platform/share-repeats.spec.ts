import 'reflect-metadata';
import fc from 'fast-check';
import { ProblemException } from '../../src/common/problem/problem.exception';
import { JsonSchema, dtoToJsonSchema } from '../../src/common/validation/schema';
import { SHARED_ID, SharedSchemas, writeOutLocalRefs } from '../../src/common/validation/share-repeats';
import { compileSchema, sharedSchema, sharedSchemaOf, validatedDtos, validateWith } from '../../src/common/validation/validator';
import { GAMES } from '../../src/games';
import { mutate, mutation } from './ae-wwii.arbitraries';
import { loadOpenApi } from '../fuzz/openapi';
import { schemaArbitrary } from '../fuzz/schema-arbitrary';
import { extremeMutation } from '../fuzz/hostile';
import { fuzzSeed } from '../support/seed';

/**
 * Body validators are compiled from schemas whose large sub-schemas are shared by every body and
 * referred to by id (share-repeats.ts). Each body's shared schema, references put back, must be
 * the body's schema written out; and its validators must give every body the same verdict and the
 * same field errors as the written-out schema's: checked on valid bodies of every body schema of
 * the committed document that a registered DTO has, and on the same bodies with one field
 * mutated. Seeded; FUZZ_SEED replays, FUZZ_RUNS runs more.
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

/** The `$ref`s written in a schema (not followed). */
function refsOf(s: unknown, out: string[] = []): string[] {
  if (typeof s !== 'object' || s === null) return out;
  for (const [k, v] of Object.entries(s)) {
    if (k === '$ref' && typeof v === 'string') out.push(v);
    else refsOf(v, out);
  }
  return out;
}
const refsIn = (s: unknown): number => refsOf(s).filter((r) => r.startsWith(SHARED_ID)).length;

/** `schema` with every reference to a shared schema replaced by that schema (recursively). */
function inlineShared(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(inlineShared);
  if (typeof schema !== 'object' || schema === null) return schema;
  const ref = (schema as { $ref?: unknown }).$ref;
  if (typeof ref === 'string' && ref.startsWith(SHARED_ID)) {
    const target = sharedSchema(ref);
    if (target === undefined) throw new Error(`no shared schema ${ref}`);
    return inlineShared(target);
  }
  return Object.fromEntries(Object.entries(schema).map(([k, x]) => [k, inlineShared(x)]));
}

describe('shared sub-schemas: the same verdict and errors as the schema written out', () => {
  const doc = loadOpenApi();
  const components = (doc.components?.schemas ?? {}) as Record<string, JsonSchema>;
  const dtos = validatedDtos().filter((d) => components[d.name] !== undefined);

  it('shares the large sub-schemas between bodies (Wartime inline characters, AE-WWII models)', () => {
    const withRefs = dtos.filter((d) => refsIn(sharedSchemaOf(d)) > 0).map((d) => d.name);
    expect(withRefs).toEqual(expect.arrayContaining(['WartimeShotRequest', 'WartimeMeleeRequest', 'AeWwiiShotRequest']));
    // The same shared schema is referred to from several bodies (compiled once for all of them).
    const byBody = dtos.map((d) => new Set(refsOf(sharedSchemaOf(d))));
    const usedBy = new Map<string, number>();
    for (const ids of byBody) for (const id of ids) usedBy.set(id, (usedBy.get(id) ?? 0) + 1);
    expect(Math.max(...usedBy.values())).toBeGreaterThan(5);
  });

  it('leaves a small schema as it is, and a list\'s branches where they are', () => {
    const registry = new SharedSchemas();
    const small = { type: 'object', properties: { a: { type: 'integer' } } };
    expect(registry.share(small)).toEqual(small);
    const big = { type: 'object', properties: Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`field${i}`, { type: 'integer', minimum: 0 }])) };
    const schema = { type: 'object', properties: { one: { oneOf: [{ type: 'string' }, big] }, two: big } };
    const shared = registry.share(schema) as { properties: { one: { $ref: string }; two: { $ref: string } } };
    // `one` is large (it holds `big`) and shared as a whole; `big` within it stays its branch.
    const one = registry.get(shared.properties.one.$ref) as { oneOf: unknown[] };
    expect(one.oneOf).toEqual([{ type: 'string' }, big]);
    // `two` is `big`, not a branch: shared.
    expect(registry.get(shared.properties.two.$ref)).toEqual(big);
  });

  for (const dto of dtos) {
    const written = writeOutLocalRefs(dtoToJsonSchema(dto).schema) as JsonSchema;
    const shared = sharedSchemaOf(dto);
    if (refsIn(shared) === 0) continue;
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
