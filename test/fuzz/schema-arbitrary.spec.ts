import fc from 'fast-check';
import { loadOpenApi, postRoutes, specValidators } from './openapi';
import { schemaArbitrary } from './schema-arbitrary';
import { fuzzSeed } from '../support/seed';

/**
 * The generator behind the REST fuzz suite's "valid for the published schema" bodies checked
 * against the document itself: everything it makes must validate (Ajv over the spec, read as
 * written), or the suite would blame the server for the generator's mistakes. Also the extension
 * Ajv does not know (`x-uniqueBy`) and the refusal of keywords the generator does not handle.
 */

const SEED = fuzzSeed(1729, 'schema arbitrary self-test');
const doc = loadOpenApi();
const validators = specValidators(doc, { close: false });
const withBodies = postRoutes(doc).filter((r) => r.requestSchema !== undefined);

describe('schema-arbitrary: values generated from the OpenAPI document', () => {
  it('covers the AE-WWII resolve routes at least', () => {
    expect(withBodies.map((r) => r.template)).toEqual(expect.arrayContaining(['/v1/ae-wwii/resolve/shot', '/v1/ae-wwii/resolve/initiative']));
  });

  it.each(withBodies.map((r) => [r.template, r] as const))('%s: every generated body validates against the spec', (_t, route) => {
    const schema = route.requestSchema as NonNullable<typeof route.requestSchema>;
    const validate = validators.compile(schema);
    fc.assert(
      fc.property(schemaArbitrary(doc, schema), (body) => {
        if (!validate(body)) throw new Error(`${JSON.stringify(body).slice(0, 500)}: ${JSON.stringify(validate.errors)}`);
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('honours x-uniqueBy, nullable and exactly-one-of-these-keys', () => {
    const local = {
      paths: {},
      components: {
        schemas: {
          Item: { type: 'object', properties: { name: { type: 'string', minLength: 1, maxLength: 2 } }, required: ['name'], additionalProperties: false },
          Body: {
            type: 'object',
            additionalProperties: false,
            properties: {
              items: { type: 'array', items: { $ref: '#/components/schemas/Item' }, minItems: 2, maxItems: 5, 'x-uniqueBy': 'name' },
              a: { type: 'integer', nullable: true, minimum: 1, maximum: 3 },
              b: { type: 'string', enum: ['x'] },
            },
            required: ['items'],
            oneOf: [{ required: ['a'] }, { required: ['b'] }],
          },
        },
      },
    };
    const seen = { nullA: false, a: false, b: false };
    fc.assert(
      fc.property(schemaArbitrary(local, { $ref: '#/components/schemas/Body' }), (v) => {
        const body = v as { items: { name: string }[]; a?: number | null; b?: string };
        expect(new Set(body.items.map((i) => i.name)).size).toBe(body.items.length);
        expect(('a' in body ? 1 : 0) + ('b' in body ? 1 : 0)).toBe(1);
        if (body.a === null) seen.nullA = true;
        else if (body.a !== undefined) seen.a = true;
        if (body.b !== undefined) seen.b = true;
      }),
      { seed: SEED, numRuns: 300 },
    );
    expect(seen).toEqual({ nullA: true, a: true, b: true });
  });

  it('refuses a constraining keyword it does not understand instead of generating around it', () => {
    const local = { paths: {}, components: { schemas: {} } };
    expect(() => schemaArbitrary(local, { type: 'object', properties: {}, minProperties: 1 })).toThrow(/minProperties/);
    expect(() => schemaArbitrary(local, { type: 'string', format: 'ipv6' })).toThrow(/ipv6/);
  });
});
