import type { ValidateFunction } from 'ajv';

/**
 * What every response of the API must look like, whatever was sent: never a 5xx; a 4xx is an RFC
 * 9457 problem (application/problem+json, `type`, `title`, `status` equal to the HTTP status,
 * `detail`, `errors[]` of `{ path, message }`); nothing from the inside (stack frames, error
 * class names, SQL, file paths) anywhere in the body; a 2xx matches the route's documented
 * response schema. Checks return the list of violations (empty when the reply is fine) so that a
 * fast-check property can fail with all of them and fast-check can shrink the body.
 */

export interface Reply {
  readonly statusCode: number;
  readonly headers: Readonly<Record<string, string | string[] | number | undefined>>;
  readonly body: string;
}

export interface ReplyContext {
  /** The parsed request body, if any: its strings may be echoed (names, ids) and are scrubbed before the leak checks. */
  readonly request?: unknown;
  /** Validators of the route's 2xx responses, by status. */
  readonly success?: ReadonlyMap<number, ValidateFunction>;
  /** Validator of the problem body (the spec's ProblemResponse). */
  readonly problem?: ValidateFunction;
  /** The request was a HEAD: no body to read. */
  readonly head?: boolean;
}

/** A problem body should stay small whatever the request: at most a few dozen field errors. */
export const MAX_PROBLEM_BYTES = 16 * 1024;

const LEAKS: readonly (readonly [string, RegExp])[] = [
  ['a stack frame', /\bat [\w$.<>[\]]+ \(|\bat (?:\/|file:|node:)|\n\s+at \S/],
  ['an error class name', /Error: /],
  ['SQL', /\bSELECT\b|\bINSERT\b|relation "/],
  ['a file path', /\/work\/|node_modules|\.ts:|\.js:\d/],
];

const header = (r: Reply, name: string): string => String(r.headers[name] ?? '');

/** Every string of a JSON value, keys included. */
function strings(v: unknown, out: string[] = []): string[] {
  if (typeof v === 'string') out.push(v);
  else if (Array.isArray(v)) for (const x of v) strings(x, out);
  else if (v !== null && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) {
      out.push(k);
      strings(x, out);
    }
  }
  return out;
}

/**
 * The response's strings with every string of the request removed: names and ids are echoed on
 * purpose (`Sgt. Kowalski is not a Doktor`), and a generated name may well contain "at " or
 * "Error: "; what remains is the server's own words.
 */
function serverWords(response: unknown, request: unknown): string {
  const echoes = [...new Set(strings(request))].filter((s) => s.length >= 3).sort((a, b) => b.length - a.length);
  return strings(response)
    .map((s) => echoes.reduce((acc, e) => (acc.includes(e) ? acc.split(e).join('\u0000') : acc), s))
    .join('\n');
}

function leaks(parsed: unknown, ctx: ReplyContext): string[] {
  const words = serverWords(parsed, ctx.request);
  return LEAKS.filter(([, re]) => re.test(words)).map(([what, re]) => `the body contains ${what} (${re.source}): ${words.slice(0, 500)}`);
}

const ajvErrors = (fn: ValidateFunction): string =>
  (fn.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`).join('; ');

/** Violations of the problem+json contract by a 4xx reply. */
function problemViolations(r: Reply, ctx: ReplyContext): string[] {
  const out: string[] = [];
  if (!/^application\/problem\+json(;|$)/.test(header(r, 'content-type'))) out.push(`content-type ${header(r, 'content-type')} is not application/problem+json`);
  if (ctx.head) return out;
  if (Buffer.byteLength(r.body) > MAX_PROBLEM_BYTES) out.push(`the problem body is ${Buffer.byteLength(r.body)} bytes (more than ${MAX_PROBLEM_BYTES})`);
  let p: unknown;
  try {
    p = JSON.parse(r.body);
  } catch {
    return [...out, `the body is not JSON: ${r.body.slice(0, 200)}`];
  }
  const o = (p ?? {}) as Record<string, unknown>;
  for (const k of ['type', 'title', 'detail'] as const) if (typeof o[k] !== 'string' || o[k] === '') out.push(`problem.${k} is not a non-empty string`);
  if (o.status !== r.statusCode) out.push(`problem.status ${JSON.stringify(o.status)} differs from the HTTP status ${r.statusCode}`);
  if (!Array.isArray(o.errors)) out.push('problem.errors is not an array');
  else {
    o.errors.forEach((e: unknown, i) => {
      const fe = (e ?? {}) as Record<string, unknown>;
      // `suggestions` (ProblemFieldErrorResponse): a non-empty list of ids when present.
      const suggestions = fe.suggestions === undefined || (Array.isArray(fe.suggestions) && fe.suggestions.length > 0 && fe.suggestions.every((x) => typeof x === 'string'));
      const keys = Object.keys(fe).filter((k) => k !== 'suggestions').length;
      if (typeof fe.path !== 'string' || typeof fe.message !== 'string' || keys !== 2 || !suggestions) out.push(`problem.errors[${i}] is not { path, message, suggestions? }: ${JSON.stringify(e)}`);
    });
  }
  if (ctx.problem && !ctx.problem(p)) out.push(`the problem does not match the spec's ProblemResponse: ${ajvErrors(ctx.problem)}`);
  return [...out, ...leaks(p, ctx)];
}

/** Violations of the 2xx contract: JSON, and the documented schema for that status. */
function successViolations(r: Reply, ctx: ReplyContext): string[] {
  const out: string[] = [];
  if (r.statusCode === 204) return out;
  if (!/^application\/json(;|$)/.test(header(r, 'content-type'))) out.push(`content-type ${header(r, 'content-type')} is not application/json`);
  let body: unknown;
  try {
    body = JSON.parse(r.body);
  } catch {
    return [...out, `the body is not JSON: ${r.body.slice(0, 200)}`];
  }
  const validate = ctx.success?.get(r.statusCode);
  if (ctx.success && !validate) out.push(`status ${r.statusCode} is not documented for this route`);
  if (validate && !validate(body)) out.push(`the body does not match the documented ${r.statusCode} schema: ${ajvErrors(validate)}`);
  return [...out, ...leaks(body, ctx)];
}

/** All violations of the reply contract (empty: fine). */
export function replyViolations(r: Reply, ctx: ReplyContext = {}): string[] {
  if (r.statusCode >= 500) return [`status ${r.statusCode}: ${r.body.slice(0, 300)}`];
  if (r.statusCode >= 400) return problemViolations(r, ctx);
  if (r.statusCode >= 200 && r.statusCode < 300) return successViolations(r, ctx);
  return [`unexpected status ${r.statusCode}`];
}

/** The problem type's last segment (`validation`, `rule-violation`), or undefined. */
export function problemType(r: Reply): string | undefined {
  try {
    const t = (JSON.parse(r.body) as { type?: unknown }).type;
    return typeof t === 'string' ? t.slice(t.lastIndexOf('/') + 1) : undefined;
  } catch {
    return undefined;
  }
}
