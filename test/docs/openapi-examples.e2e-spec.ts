import { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { OpenAPIObject } from '@nestjs/swagger';
import { mediaExamples } from '../../src/common/openapi/examples';
import { buildOpenApiDocument } from '../../src/common/openapi/openapi';
import { useTestDatabase } from '../setup/test-database';
import { bearer, bootApp, call, cliKey } from '../auth/support';

/**
 * Every example the generated OpenAPI document gives, sent as a reader of /docs would send it, to
 * the whole app on Postgres (the document of the app as booted, so every registered game's routes
 * are covered as soon as it is registered): each request body example, path example and query
 * example answers the operation's documented success status. Routes that need a key get one with
 * every scope. Calls go in the order a reader follows (readerOrder), each example free to rely on
 * what an earlier one made.
 */

type Node = Record<string, unknown>;
type Parameter = { name: string; in: string; required?: boolean; example?: unknown; examples?: Record<string, { value: unknown }>; schema?: Node };
type Operation = { parameters?: Parameter[]; requestBody?: { content?: Record<string, Node> }; responses: Record<string, unknown>; security?: unknown[] };
interface Call {
  readonly method: string;
  readonly template: string;
  readonly op: Operation;
}

const METHODS = ['post', 'put', 'get', 'delete'];

/** The example of a path or query parameter, if it has one. */
function paramExample(p: Parameter): unknown {
  return p.example ?? p.schema?.example ?? Object.values(p.examples ?? {})[0]?.value;
}

/** The URL a reader gets: path examples filled in (encoded, as Swagger UI does), and `query`. */
function urlOf(c: Call, query: Record<string, unknown> = {}): string | undefined {
  let missing = false;
  const path = c.template.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const p = c.op.parameters?.find((q) => q.in === 'path' && q.name === name);
    const value = p && paramExample(p);
    if (value === undefined) missing = true;
    return encodeURIComponent(String(value));
  });
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return missing ? undefined : qs ? `${path}?${qs}` : path;
}

const documented = (op: Operation): number => Number(Object.keys(op.responses).find((s) => /^2\d\d$/.test(s)));

type Phase = 'create' | 'use' | 'delete' | 'restore';
const phaseOf = (c: Call): Phase =>
  c.method === 'delete' ? 'delete' : c.method !== 'post' ? 'use' : c.template.endsWith('/restore') ? 'restore' : documented(c.op) === 201 ? 'create' : 'use';
const depth = (c: Call): number => c.template.split('/').length;
const inPathOrder = (a: Call, b: Call): number => a.template.localeCompare(b.template) || a.method.localeCompare(b.method);

/**
 * The order a reader of the document follows, for any set of routes:
 * - creates (POSTs documented 201) first, in path order: a parent (`/warbooks`) before its children
 *   (`/warbooks/{warbook}/archetypes`), and so a child's example may name its parent's;
 * - then every read, replace and action (resolve, cost, validate), in path order: what they name exists;
 * - then deletes, undoing the creates: deepest path first, and at equal depth in reverse path order,
 *   the reverse of creation (a play list goes before the archetypes it names, which refuse to go
 *   while it recruits them);
 * - then restores, redoing them: shallowest first, in path order (a parent is back before its children).
 * Two routes may address one thing (a faction-scoped entry's `{id}` as `custom%2Fhero` and its
 * `{faction}/{slug}`): deleting it a second time would be a 404, so each delete-and-restore of a thing
 * already deleted in this round goes in the next round, after the restores of this one.
 */
function readerOrder(all: readonly Call[]): Call[] {
  const of = (p: Phase): Call[] => all.filter((c) => phaseOf(c) === p).sort(inPathOrder);
  // What a delete or restore addresses: its URL as the server decodes it, restore or not.
  const target = (c: Call): string => decodeURIComponent(urlOf(c) ?? c.template).replace(/\/restore$/, '');
  const family = (c: Call): string => c.template.replace(/\/restore$/, '');
  const rounds = new Map<string, number>();
  const roundOf = (c: Call): number => {
    const seen = [...new Set([...of('delete'), ...of('restore')].filter((d) => target(d) === target(c)).map(family))];
    return seen.indexOf(family(c));
  };
  for (const c of [...of('delete'), ...of('restore')]) rounds.set(`${c.method} ${c.template}`, roundOf(c));
  const last = Math.max(-1, ...rounds.values());
  const undo: Call[] = [];
  for (let r = 0; r <= last; r++) {
    const inRound = (c: Call): boolean => rounds.get(`${c.method} ${c.template}`) === r;
    undo.push(...of('delete').filter(inRound).sort((a, b) => depth(b) - depth(a) || inPathOrder(b, a)));
    undo.push(...of('restore').filter(inRound).sort((a, b) => depth(a) - depth(b) || inPathOrder(a, b)));
  }
  return [...of('create'), ...of('use'), ...undo];
}

describe('the OpenAPI document’s examples', () => {
  const db = useTestDatabase();
  let app: NestFastifyApplication;
  let doc: OpenAPIObject;
  let key: string;

  beforeAll(async () => {
    key = (await cliKey(db().url, 'docs-examples', ['read', 'write', 'admin'])).key;
    app = await bootApp(db().url);
    doc = buildOpenApiDocument(app);
  });

  afterAll(async () => {
    await app?.close();
  });

  const calls = (): Call[] =>
    readerOrder(
      Object.entries(doc.paths)
        .flatMap(([template, item]) => Object.entries(item as Record<string, Operation>).map(([method, op]) => ({ method, template, op })))
        .filter((c) => METHODS.includes(c.method)),
    );

  it('keeps request examples in one place: no field of a request schema has its own', () => {
    const withFieldExamples: string[] = [];
    for (const c of calls()) {
      const ref = c.op.requestBody?.content?.['application/json']?.schema as Node | undefined;
      const name = typeof ref?.$ref === 'string' ? ref.$ref.split('/').pop() : undefined;
      const schema = name ? (doc.components?.schemas?.[name] as Node | undefined) : undefined;
      for (const [field, s] of Object.entries((schema?.properties ?? {}) as Record<string, Node>)) if ('example' in s) withFieldExamples.push(`${name}.${field}`);
      if (schema && mediaExamples(c.op.requestBody?.content?.['application/json']).length > 0) expect({ name, example: schema.example }).toEqual({ name, example: expect.anything() });
    }
    expect(withFieldExamples).toEqual([]);
  });

  it('answers every example with the documented status', async () => {
    const failures: string[] = [];
    let sent = 0;
    const send = async (c: Call, url: string | undefined, body?: unknown): Promise<void> => {
      if (url === undefined) return;
      // The admin DELETE's example id names a key nobody has: it illustrates, it cannot succeed.
      if (c.method === 'delete' && c.template.startsWith('/v1/admin/')) return;
      const needsKey = (c.op.security ?? []).length > 0;
      const res = await call(app, c.method.toUpperCase(), url, body, needsKey ? bearer(key) : {});
      sent++;
      if (res.statusCode !== documented(c.op)) failures.push(`${c.method.toUpperCase()} ${url} ${body === undefined ? '' : JSON.stringify(body)} → ${res.statusCode} (documented ${documented(c.op)}): ${res.body.slice(0, 300)}`);
    };
    for (const c of calls()) {
      const bodies = mediaExamples(c.op.requestBody?.content?.['application/json']);
      // A required query parameter (search's `q`) is part of every call, as a reader fills it in.
      const required = Object.fromEntries((c.op.parameters ?? []).filter((q) => q.in === 'query' && q.required).map((q) => [q.name, paramExample(q)]));
      if (bodies.length > 0) for (const body of bodies) await send(c, urlOf(c, required), body);
      else if (!c.op.requestBody) await send(c, urlOf(c, required));
      // A write sent twice is a conflict, not a documented example of the query parameters.
      if (c.method !== 'get' && !c.template.includes('/resolve/')) continue;
      for (const p of (c.op.parameters ?? []).filter((q) => q.in === 'query')) {
        const values = p.examples ? Object.values(p.examples).map((e) => e.value) : [paramExample(p)].filter((v) => v !== undefined);
        for (const v of values) await send(c, urlOf(c, { ...required, [p.name]: v }), bodies[0]);
      }
    }
    expect(failures).toEqual([]);
    // Every game's resolve routes and the write routes, at least.
    expect(sent).toBeGreaterThan(50);
  });
});
