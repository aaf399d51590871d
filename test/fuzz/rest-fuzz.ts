import 'reflect-metadata';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { ValidateFunction } from 'ajv';
import fc from 'fast-check';
import * as path from 'node:path';
import type { GameModuleDefinition } from '../../src/games/registry';
import { Body, mutate, mutation } from '../platform/ae-wwii.arbitraries';
import { Inject, bootFuzzApp, fuzzConfig } from './app';
import { Filler, PROTO_KEYS, PROTO_VALUES, deepAt, extremeMutation, sizedAt, withKeyAt } from './hostile';
import { OpenApiDocument, PostRoute, deref, postRoutes, specValidators } from './openapi';
import { Reply, ReplyContext, problemType, replyViolations } from './reply-checks';
import { Json, schemaArbitrary } from './schema-arbitrary';
import { fuzzSeed } from '../support/seed';

/**
 * Hostile-input fuzzing of POST routes through the whole HTTP stack (Fastify's parser, hooks,
 * auth, validation, engine, problem filter) with `inject`: no socket, no database (the catalogs
 * are the registered games' seeds). `defineRestFuzz` attacks the routes it is given, as an
 * OpenAPI document describes them: rest-fuzz-<n>.spec.ts every POST route of the committed
 * document (every registered game's, and the rest of the API), dealt round-robin into shards so
 * Jest's workers share them; test/games/ a test-only game's from the document of an app that
 * registers it. Per route FUZZ_RUNS bodies (default 600) times the suite's `runsScale`: half
 * of them of each of (a) arbitrary JSON with random query strings and Accept-Language, (b) bodies
 * valid for the route's published request schema (generated from the spec) and, where the game
 * provides a generator, bodies the rules allow (from its catalog), (c) valid bodies with one field
 * mutated; a tenth of them of each of (d) `__proto__`/`constructor`/
 * `prototype` keys at any level and (e) deep nesting, huge arrays and strings sized at the body
 * limit and just over it. Every reply goes through `replyViolations` (never a 5xx, problem+json
 * for every 4xx, no internals leaked, 2xx bodies match the documented response schema). Routes
 * that need an API key (the spec's `security`, or a 401/403 to a valid body) are sent none and
 * must refuse every body with a 4xx problem.
 *
 * Seeded: each suite runs on its fixed seed (printed first); FUZZ_SEED=<seed> replays a run,
 * FUZZ_FRESH=1 draws a fresh one and FUZZ_RUNS=10000 makes it longer (`npm run test:fuzz` does
 * both). A failure prints the shrunk body.
 */

/**
 * 600 by default: CI's whole `npm test` must fit in 5 minutes on 2 cores with three games' routes,
 * and the bodies that found bugs came early in their runs; `npm run test:fuzz` runs 10,000 on
 * fresh seeds.
 */
const RUNS = Math.max(1, Number(process.env.FUZZ_RUNS ?? 600));
/** Per-test time budget: generous for the default run, scaled for FUZZ_RUNS. */
const TIMEOUT = 60_000 + RUNS * 40;
/** One request may take this long at most (the engine's odds budget is ~0.3 s of CPU). */
const SLOW_MS = 5_000;

const BODY_LIMIT = fuzzConfig().bodyLimit;

/** Problem types the engine answers for a well-formed body the rules refuse (RuleError codes). */
const RULE_TYPES = new Set(['rule-violation', 'unknown-id', 'bad-dice', 'too-large']);

interface Sent {
  readonly reply: Reply;
  readonly ms: number;
}

export interface RestFuzzOptions {
  /** Names the suite in Jest's output. */
  readonly name: string;
  /** The games the app registers (the catalogs are their seeds). */
  readonly games: readonly GameModuleDefinition[];
  /** The POST path templates to attack, as the document writes them (known before the app boots, for Jest). */
  readonly templates: readonly string[];
  /** The document the routes are read from: the committed one, or the booted app's own. */
  readonly document: (app: NestFastifyApplication) => OpenApiDocument;
  /** Bodies the rules allow, per template, where a game provides a generator (every one must be a 2xx). */
  readonly ruleValid?: (template: string) => fc.Arbitrary<Body> | undefined;
  /** A route and a valid body for the transport cases (413, 415, malformed JSON, unknown routes); none: skipped. */
  readonly transport?: { readonly template: string; readonly body: Body };
  /** The suite's fixed seed (test/support/seed.ts: FUZZ_SEED overrides, FUZZ_FRESH=1 draws one). */
  readonly seed: number;
  /** Bodies per route as a share of FUZZ_RUNS (default 1): a test-only game needs fewer than the product. */
  readonly runsScale?: number;
}

/** Registers the fuzz suite for `options.templates` (see the file's comment). */
export function defineRestFuzz(options: RestFuzzOptions): void {
  const { templates, ruleValid = () => undefined } = options;
  const runs = Math.max(1, Math.round(RUNS * (options.runsScale ?? 1)));
  /** Bodies per kind: (a), (b) and (c) get half of the runs each, (d) and (e) a tenth. */
  const MAIN_RUNS = Math.max(1, Math.ceil(runs / 2));
  const EDGE_RUNS = Math.max(1, Math.ceil(runs / 10));
  const SEED = fuzzSeed(options.seed, `REST fuzz (${options.name})`);
  let app: NestFastifyApplication;
  let inject: Inject;
  let doc: OpenApiDocument;
  let routes: readonly PostRoute[] = [];
  let validators: ReturnType<typeof specValidators>;
  let problemValidator: ValidateFunction | undefined;
  /** Routes that answered 401/403 to a schema-valid body without a key, although the spec did not say so. */
  const authByProbe = new Set<string>();
  const stats = new Map<string, Map<string, number>>();
  let slowest = { ms: 0, what: '' };
  const routeOf = (template: string): PostRoute => {
    // The transport cases' route may belong to another shard: it is looked up in the whole document.
    const route = routes.find((r) => r.template === template) ?? postRoutes(doc).find((r) => r.template === template);
    if (!route) throw new Error(`${template} is not a POST route of the document`);
    return route;
  };

  function tally(route: PostRoute, kind: string, r: Reply): void {
    const key = `${route.template} ${kind}`;
    const m = stats.get(key) ?? new Map<string, number>();
    const label = r.statusCode >= 400 ? `${r.statusCode} ${problemType(r) ?? '?'}` : String(r.statusCode);
    m.set(label, (m.get(label) ?? 0) + 1);
    stats.set(key, m);
  }

  async function send(url: string, payload: string | Buffer | undefined, headers: Record<string, string> = { 'content-type': 'application/json' }, method = 'POST'): Promise<Sent> {
    const t0 = process.hrtime.bigint();
    const reply = await inject({ method, url, payload, headers });
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    if (ms > slowest.ms) slowest = { ms, what: `${method} ${url} ${typeof payload === 'string' ? payload.slice(0, 300) : ''}` };
    return { reply, ms };
  }

  const requiresAuth = (r: PostRoute): boolean => r.specRequiresAuth || authByProbe.has(r.template);

  function successValidators(route: PostRoute): Map<number, ValidateFunction> {
    return new Map([...route.successSchemas].map(([status, schema]) => [status, validators.compile(schema)]));
  }

  /** Throws with every violation, the route and how to replay: fast-check then shrinks the body. */
  function expectClean(route: PostRoute, sent: Sent, ctx: ReplyContext, extra: readonly string[] = []): void {
    const problems = [...replyViolations(sent.reply, { problem: problemValidator, ...ctx }), ...extra];
    if (sent.ms > SLOW_MS) problems.push(`took ${sent.ms.toFixed(0)} ms (more than ${SLOW_MS})`);
    if (requiresAuth(route) && sent.reply.statusCode < 400) problems.push(`answered ${sent.reply.statusCode} without an API key`);
    if (problems.length > 0) throw new Error(`${route.template} -> ${sent.reply.statusCode}:\n  ${problems.join('\n  ')}`);
  }

  /** Runs a property with the run's seed; a failure says how to replay exactly this test. */
  async function run<T extends unknown[]>(prop: fc.IAsyncProperty<T>, numRuns = MAIN_RUNS): Promise<void> {
    try {
      await fc.assert(prop, { seed: SEED, numRuns, includeErrorInReport: true });
    } catch (e) {
      const title = expect.getState().currentTestName ?? '';
      const pattern = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      throw new Error(`${title} failed. Replay: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} npx jest ${path.relative(process.cwd(), expect.getState().testPath ?? 'test/fuzz/rest-fuzz-1.spec.ts')} -t '${pattern}'\n${(e as Error).message}`);
    }
  }

  /**
   * Query strings for bodies meant to resolve: any language, and exact odds for one body in eight.
   * Odds cost up to the engine's budget (~0.3 s of CPU for a 6-side initiative roll-off) where a
   * resolution without them takes well under a millisecond; one in eight (a few hundred bodies per
   * route at the default FUZZ_RUNS) keeps the odds path fuzzed and the run within its time.
   */
  function queryFor(route: PostRoute): fc.Arbitrary<string> {
    const names = new Set(route.queryParams.map((p) => p.name));
    const odds = names.has('odds')
      ? fc.oneof({ arbitrary: fc.constant('false'), weight: 7 }, { arbitrary: fc.constantFrom<string | undefined>('true', undefined), weight: 1 })
      : fc.constant(undefined);
    const langParam = route.queryParams.find((p) => p.name === 'lang');
    const langSchema = langParam?.schema ? deref(doc, langParam.schema) : undefined;
    // `lang` is a BCP 47 tag: the spec lists examples (es-ES, fr-CA, EN-us, a language we lack).
    const langs = Array.isArray(langSchema?.enum) ? (langSchema.enum as string[]) : Object.values(langParam?.examples ?? {}).map((e) => String(e.value));
    const lang = langs.length > 0 ? fc.option(fc.constantFrom(...langs), { nil: undefined }) : fc.constant(undefined);
    return fc.tuple(odds, lang).map(([o, l]) => {
      const q = new URLSearchParams();
      if (o !== undefined) q.set('odds', o);
      if (l !== undefined) q.set('lang', l);
      const s = q.toString();
      return s ? `?${s}` : '';
    });
  }

  /** Bodies valid for the route's request schema as the spec publishes it. */
  function specValid(route: PostRoute): fc.Arbitrary<Body> {
    if (!route.requestSchema) return fc.constant({});
    return schemaArbitrary(doc, route.requestSchema).filter(
      (b): b is Body => b !== null && typeof b === 'object' && !Array.isArray(b) && Buffer.byteLength(JSON.stringify(b)) <= BODY_LIMIT,
    );
  }

  /** Valid bodies for mutation: rule-valid ones where the game has a generator (richer), spec-valid ones otherwise. */
  const baseBodies = (route: PostRoute): fc.Arbitrary<Body> => {
    const rules = ruleValid(route.template);
    return rules ? fc.oneof(rules, specValid(route)) : specValid(route);
  };

  /** Resolution invariants docs/api.md states and a schema cannot: complete ⇔ outcome, ¬complete ⇔ next; odds=false ⇒ no odds; fixed dice are used in order (all of them once complete). */
  function resolutionViolations(body: Body, url: string, reply: Reply): string[] {
    if (reply.statusCode !== 200) return [];
    const r = JSON.parse(reply.body) as { complete?: unknown; outcome?: unknown; next?: unknown; odds?: unknown; dice?: { used?: { value: number }[] } };
    if (typeof r.complete !== 'boolean') return [];
    const out: string[] = [];
    if (r.complete && (r.outcome === undefined || r.next !== undefined)) out.push('complete: true needs an outcome and no next');
    if (!r.complete && (r.outcome !== undefined || r.next === undefined)) out.push('complete: false needs a next and no outcome');
    if (url.includes('odds=false') && r.odds !== undefined) out.push('?odds=false still returned odds');
    const values = (body.dice as { values?: number[] } | undefined)?.values;
    // A complete ruling used every value; an incomplete one used them in order up to a roll it
    // has too few left for (a pool of several dice is rolled at once).
    const used = r.dice?.used?.map((u) => u.value);
    const expected = r.complete ? values : values?.slice(0, used?.length);
    if (values && used && JSON.stringify(used) !== JSON.stringify(expected)) {
      out.push(`dice.values ${JSON.stringify(values)} but dice.used ${JSON.stringify(used)}`);
    }
    return out;
  }

  // CPU time is what the run costs; wall time also counts whatever else the machine runs.
  const cpuAtStart = process.cpuUsage();
  const startedAt = Date.now();

  beforeAll(async () => {
    console.log(`REST fuzz (${options.name}): FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} (${runs} per route) BODY_LIMIT=${BODY_LIMIT}; POST routes: ${templates.join(', ')}`);
    ({ app, inject } = await bootFuzzApp(fuzzConfig(), options.games));
    doc = options.document(app);
    routes = postRoutes(doc).filter((r) => templates.includes(r.template));
    validators = specValidators(doc);
    problemValidator = doc.components.schemas.ProblemResponse ? validators.compile({ $ref: '#/components/schemas/ProblemResponse' }) : undefined;
    // A route that refuses a schema-valid body for want of a key needs one, whatever the spec says.
    for (const route of routes) {
      const [body] = fc.sample(specValid(route), { numRuns: 1, seed: SEED });
      const { reply } = await send(route.url, JSON.stringify(body));
      if (reply.statusCode === 401 || reply.statusCode === 403) authByProbe.add(route.template);
    }
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    const cpu = process.cpuUsage(cpuAtStart);
    console.log(`REST fuzz: ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s of CPU in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
    const lines = [...stats].map(([k, m]) => `${k}: ${[...m].sort(([a], [b]) => a.localeCompare(b)).map(([s, n]) => `${s}×${n}`).join(', ')}`);
    console.log(`REST fuzz statuses (FUZZ_SEED=${SEED}):\n${lines.join('\n')}\nslowest request: ${slowest.ms.toFixed(1)} ms ${slowest.what}`);
  });

  describe(`REST fuzz (${options.name}): the spec`, () => {
    it('lists every POST route of every registered game’s actions and catalogs, each with a documented 2xx schema', () => {
      const documented = postRoutes(doc).map((r) => r.template);
      for (const g of options.games) {
        // A game's own routes (AoF Skirmish's armies/validate) come on top, and are fuzzed as documented.
        const mine = documented.filter((t) => t.startsWith(`/v1/${g.definition.id}/`));
        expect(mine).toEqual(expect.arrayContaining(gamePostTemplates(g)));
      }
      expect(routes.map((r) => r.template).sort()).toEqual([...templates].sort());
      for (const r of routes) expect(r.successSchemas.size).toBeGreaterThan(0);
    });
  });

  describe.each(templates.map((t) => [t] as const))(`REST fuzz (${options.name}): POST %s`, (template) => {
    // The document is read once the app has booted (beforeAll): everything from it is lazy.
    let route: PostRoute;
    let success: Map<number, ValidateFunction>;
    beforeAll(() => {
      route = routeOf(template);
      success = successValidators(route);
    });
    const rules = ruleValid(template);

    it(
      '(a) arbitrary JSON, query strings and Accept-Language: never a 5xx, 4xx are problems',
      async () => {
        const query = fc.option(fc.dictionary(fc.constantFrom('odds', 'lang', 'x', '__proto__', 'constructor'), fc.string({ maxLength: 20 }), { maxKeys: 3 }), { nil: undefined });
        const acceptLanguage = fc.option(fc.oneof(fc.string({ maxLength: 200 }), fc.stringMatching(/^([a-z]{1,8}(-[A-Z]{2})?(;q=[01](\.\d{1,3})?)?, ?){0,20}$/)), { nil: undefined });
        const json = fc.oneof(
          { arbitrary: fc.jsonValue(), weight: 4 },
          { arbitrary: fc.jsonValue({ maxDepth: 10, depthSize: 'large' }), weight: 1 },
          { arbitrary: fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 30 }), weight: 2 },
          { arbitrary: fc.array(fc.oneof(fc.double(), fc.integer(), fc.constantFrom(1e308, -1e308, 5e-324)), { maxLength: 500 }), weight: 1 },
        );
        await run(
          fc.asyncProperty(json, query, acceptLanguage, async (body, q, al) => {
            const text = JSON.stringify(body) ?? 'null';
            const url = `${route.url}${q ? `?${new URLSearchParams(q).toString()}` : ''}`;
            const headers: Record<string, string> = { 'content-type': 'application/json' };
            if (al !== undefined) headers['accept-language'] = al;
            const sent = await send(url, text, headers);
            tally(route, '(a) arbitrary', sent.reply);
            expectClean(route, sent, { request: body, success });
          }),
        );
      },
      TIMEOUT,
    );

    it(
      '(b) bodies valid for the published request schema: 2xx, or a 422 the rules give; 2xx match the response schema',
      async () => {
        await run(
          fc.asyncProperty(specValid(route), queryFor(route), async (body, q) => {
            const sent = await send(`${route.url}${q}`, JSON.stringify(body));
            tally(route, '(b) schema-valid', sent.reply);
            const r = sent.reply;
            const extra: string[] = [];
            if (!requiresAuth(route) && r.statusCode >= 400 && !(r.statusCode === 422 && RULE_TYPES.has(problemType(r) ?? ''))) {
              extra.push(`a body valid for the published schema was refused with ${r.statusCode} ${problemType(r) ?? ''}: ${r.body.slice(0, 400)}`);
            }
            expectClean(route, sent, { request: body, success }, [...extra, ...resolutionViolations(body, `${route.url}${q}`, r)]);
          }),
        );
      },
      TIMEOUT,
    );

    if (rules) {
      it(
        '(b) bodies the rules allow (the game’s generator, from its catalog): every one 2xx, matching the response schema',
        async () => {
          await run(
            fc.asyncProperty(rules, queryFor(route), async (body, q) => {
              const sent = await send(`${route.url}${q}`, JSON.stringify(body));
              tally(route, '(b) rule-valid', sent.reply);
              const extra = sent.reply.statusCode === 200 ? [] : [`a rule-valid body was refused: ${sent.reply.body.slice(0, 400)}`];
              expectClean(route, sent, { request: body, success }, [...extra, ...resolutionViolations(body, `${route.url}${q}`, sent.reply)]);
            }),
          );
        },
        TIMEOUT,
      );
    }

    it(
      '(c) valid bodies with one field mutated (wrong type, out of range, missing, extra, null, huge): never a 5xx',
      async () => {
        await run(
          fc.asyncProperty(baseBodies(route), fc.nat(), fc.oneof(mutation, extremeMutation), queryFor(route), async (body, choice, m, q) => {
            const mutated = mutate(body, choice, m);
            const text = JSON.stringify(mutated);
            const sent = await send(`${route.url}${q}`, text);
            tally(route, '(c) mutated', sent.reply);
            // A mutation can grow the body past the limit (a 10,000-character string in a big body).
            const extra = Buffer.byteLength(text) > BODY_LIMIT && sent.reply.statusCode !== 413 ? [`${Buffer.byteLength(text)} bytes answered ${sent.reply.statusCode}, not 413`] : [];
            expectClean(route, sent, { request: mutated, success }, extra);
          }),
        );
      },
      TIMEOUT,
    );

    it(
      '(d) __proto__, constructor and prototype keys at any level: 400, and nothing polluted',
      async () => {
        const before = Object.getOwnPropertyNames(Object.prototype).sort().join();
        await run(
          fc.asyncProperty(baseBodies(route), fc.nat(), fc.constantFrom(...PROTO_KEYS), fc.constantFrom(...PROTO_VALUES), async (body, choice, key, value) => {
            const text = withKeyAt(body, choice, key, value);
            const hostile = JSON.parse(text) as Json;
            const sent = await send(`${route.url}?odds=false`, text);
            tally(route, '(d) prototype keys', sent.reply);
            // Every request object is closed (additionalProperties: false): no such key is a field.
            const extra = requiresAuth(route) || sent.reply.statusCode === 400 ? [] : [`answered ${sent.reply.statusCode}, not 400: ${sent.reply.body.slice(0, 300)}`];
            expectClean(route, sent, { request: hostile, success }, extra);
            const polluted = ({} as Record<string, unknown>).polluted;
            if (polluted !== undefined) throw new Error(`Object.prototype.polluted = ${JSON.stringify(polluted)}`);
          }),
          EDGE_RUNS,
        );
        expect(Object.getOwnPropertyNames(Object.prototype).sort().join()).toBe(before);
      },
      TIMEOUT,
    );

    it(
      '(e) deep nesting, huge arrays and strings at the body limit and just over it: 4xx problems, 413 over the limit',
      async () => {
        const filler = fc.constantFrom<Filler>('ascii', 'multibyte', 'array');
        // Sizes at the limit, a byte under and a byte over, and far over.
        const size = fc.constantFrom(BODY_LIMIT - 1, BODY_LIMIT, BODY_LIMIT + 1, 4 * BODY_LIMIT);
        // 1,000 levels, and as deep as the body limit allows (5 bytes a level for objects).
        const deep = fc.tuple(fc.constantFrom(1000, 10_000), fc.constantFrom<'object' | 'array'>('object', 'array'));
        await run(
          fc.asyncProperty(baseBodies(route), fc.nat(), fc.oneof(fc.tuple(fc.constant('sized' as const), filler, size), fc.tuple(fc.constant('deep' as const), deep)), async (body, choice, how) => {
            const text = how[0] === 'deep' ? deepAt(body, choice, how[1][0], how[1][1]) : sizedAt(body, choice, how[2], how[1]);
            if (text === undefined) return;
            const bytes = Buffer.byteLength(text);
            const sent = await send(`${route.url}?odds=false`, text);
            tally(route, `(e) ${how[0]}`, sent.reply);
            const status = sent.reply.statusCode;
            const extra: string[] = [];
            if (bytes > BODY_LIMIT && status !== 413) extra.push(`${bytes} bytes (limit ${BODY_LIMIT}) answered ${status}, not 413`);
            if (bytes <= BODY_LIMIT && status === 413) extra.push(`${bytes} bytes (limit ${BODY_LIMIT}) answered 413`);
            // The request's own strings (for the echo scrub) are the body's: the filler is not echoed.
            expectClean(route, sent, { request: body, success }, extra);
          }),
          EDGE_RUNS,
        );
      },
      TIMEOUT,
    );
  });

  /** The methods the spec gives any path template that `url` matches. */
  function methodsAt(url: string): Set<string> {
    const out = new Set<string>();
    for (const [template, ops] of Object.entries(doc.paths)) {
      const re = new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);
      if (re.test(url)) for (const m of Object.keys(ops)) out.add(m);
    }
    return out;
  }

  const transport = options.transport;
  if (!transport) return;
  describe(`REST fuzz (${options.name}): transport edge cases`, () => {
    const route = (): PostRoute => routeOf(transport.template);
    const valid = JSON.stringify(transport.body);

    /** A problem reply with `status` (one of `statuses`), clean by every reply check. */
    async function expectProblemReply(statuses: readonly number[], url: string, payload: string | Buffer | undefined, headers: Record<string, string>, method = 'POST'): Promise<Reply> {
      const sent = await send(url, payload, headers, method);
      expect(replyViolations(sent.reply, { problem: problemValidator, head: method === 'HEAD' })).toEqual([]);
      expect(statuses).toContain(sent.reply.statusCode);
      return sent.reply;
    }

    it('a valid body is 200 (the baseline the cases below depart from)', async () => {
      const { reply } = await send(route().url, valid);
      expect(reply.statusCode).toBe(200);
    });

    it('a body over BODY_LIMIT → 413 problem+json; exactly at the limit is read', async () => {
      const over = sizedAt(JSON.parse(valid) as Body, 1, BODY_LIMIT + 1, 'ascii') as string;
      const at = sizedAt(JSON.parse(valid) as Body, 1, BODY_LIMIT, 'ascii') as string;
      expect(Buffer.byteLength(over)).toBe(BODY_LIMIT + 1);
      expect(Buffer.byteLength(at)).toBe(BODY_LIMIT);
      expect(problemType(await expectProblemReply([413], route().url, over, { 'content-type': 'application/json' }))).toBe('payload-too-large');
      expect(problemType(await expectProblemReply([413], route().url, 'x'.repeat(4 * 1024 * 1024), { 'content-type': 'application/json' }))).toBe('payload-too-large');
      // At the limit the body is parsed: its 64 KiB `sides` string is a validation error, not a 413.
      expect(problemType(await expectProblemReply([400], route().url, at, { 'content-type': 'application/json' }))).toBe('validation');
    });

    it.each([
      ['text/plain', valid],
      ['application/x-www-form-urlencoded', 'sides=1'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="sides"\r\n\r\n1\r\n--x--'],
      ['application/xml', '<sides/>'],
      ['application/vnd.api+json', valid],
      [';;;', valid],
    ])('content-type %j → 415 problem+json', async (contentType, payload) => {
      expect(problemType(await expectProblemReply([415], route().url, payload, { 'content-type': contentType }))).toBe('unsupported-media-type');
    });

    it('a body without a content-type → 415 problem+json', async () => {
      expect(problemType(await expectProblemReply([415], route().url, valid, {}))).toBe('unsupported-media-type');
    });

    it.each([
      ['truncated', valid.slice(0, 20)],
      ['trailing garbage', `${valid}x`],
      ['two documents', `${valid}${valid}`],
      ['NaN', '{"sides":NaN}'],
      ['Infinity', '{"sides":[{"name":"A","highestDrive":Infinity}]}'],
      ['single quotes', "{'sides':[]}"],
      ['a comment', '{"sides":[] /* c */}'],
      ['an unquoted key', '{sides:[]}'],
      ['a trailing comma', '{"sides":[],}'],
      ['a BOM before malformed JSON', '\uFEFF{"sides":'],
      ['a BOM inside the document', `{"sides":\uFEFF[]}`],
      ['an empty body', ''],
      ['whitespace only', ' \n\t '],
      ['a control character in a string', '{"sides":"a\u0001b"}'],
    ])('malformed JSON (%s) → 400 problem+json', async (_what, payload) => {
      expect(problemType(await expectProblemReply([400], route().url, payload, { 'content-type': 'application/json' }))).toBe('malformed-json');
    });

    it('a leading BOM is ignored, as RFC 8259 §8.1 allows: the same ruling as without it', async () => {
      const plain = await send(route().url, valid);
      const bom = await send(route().url, `\uFEFF${valid}`);
      expect(bom.reply.statusCode).toBe(200);
      expect(bom.reply.body).toBe(plain.reply.body);
    });

    it('invalid UTF-8 bytes never make a 5xx', async () => {
      const bytes = Buffer.concat([Buffer.from('{"sides":[{"name":"'), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('","highestDrive":1}]}')]);
      const sent = await send(route().url, bytes);
      expect(replyViolations(sent.reply, { problem: problemValidator })).toEqual([]);
    });

    it.each([
      ['GET /v1/nope', 'GET', '/v1/nope'],
      ['POST /v1/nope', 'POST', '/v1/nope'],
      ['an unknown action', 'POST', `${resolvePrefixOf(transport.template)}teleport`],
      ['an unknown game', 'POST', '/v1/no-such-game/resolve/shot'],
      ['GET on the resolve prefix', 'GET', resolvePrefixOf(transport.template).slice(0, -1)],
      ['a segment after the action', 'POST', `${transport.template}/extra`],
      ['an encoded path traversal', 'POST', `${resolvePrefixOf(transport.template)}..%2F..%2Fetc%2Fpasswd`],
      ['an 8,000-character path', 'GET', `/${'a'.repeat(8000)}`],
    ])('unknown route (%s) → 404 problem+json', async (_what, method, url) => {
      const payload = method === 'POST' ? valid : undefined;
      const headers: Record<string, string> = method === 'POST' ? { 'content-type': 'application/json' } : {};
      expect(problemType(await expectProblemReply([404], url, payload, headers, method))).toBe('not-found');
    });

    it.each(['GET', 'PUT', 'DELETE', 'PATCH', 'HEAD'])('a known POST route with %s, a method no path of the spec gives it → 404 or 405 problem+json', async (method) => {
      let tried = 0;
      for (const r of routes) {
        if (methodsAt(r.url).has(method === 'HEAD' ? 'get' : method.toLowerCase())) continue;
        const hasBody = method === 'PUT' || method === 'PATCH';
        await expectProblemReply([404, 405], r.url, hasBody ? valid : undefined, hasBody ? { 'content-type': 'application/json' } : {}, method);
        tried += 1;
      }
      expect(tried).toBeGreaterThan(0);
    });
  });
}

/** `/v1/{game}/resolve/` of the transport route. */
function resolvePrefixOf(template: string): string {
  return template.slice(0, template.lastIndexOf('/') + 1);
}

/**
 * The POST routes the shared factories give a game (src/games/resolve, src/catalog/kinds): one
 * per action, and per writable kind its create and restore routes (a faction-scoped kind's restore
 * also by `{faction}/{slug}`). The suite checks that the document lists exactly these.
 */
export function gamePostTemplates(game: GameModuleDefinition): string[] {
  const id = game.definition.id;
  const kinds = game.definition.catalog.kinds.filter((k) => game.kinds[k.id]?.write);
  return [
    ...Object.keys(game.actions).map((a) => `/v1/${id}/resolve/${a}`),
    ...kinds.flatMap((k) => [
      `/v1/${id}/${k.plural}`,
      `/v1/${id}/${k.plural}/{id}/restore`,
      ...(k.scope === 'faction' ? [`/v1/${id}/${k.plural}/{faction}/{slug}/restore`] : []),
    ]),
  ];
}
