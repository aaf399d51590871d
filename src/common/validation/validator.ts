import { ExecutionContext, createParamDecorator } from '@nestjs/common';
import Ajv, { ErrorObject, ValidateFunction } from 'ajv';
import type { DataValidateFunction } from 'ajv/dist/types';
import { ProblemFieldError, ProblemException, ProblemKey, ProblemText, problemMsg } from '../problem/problem.exception';
import { PLAYER_TEXT } from '../../engine/core/player-text';
import { formatMessage } from './patterns';
import { isPlayerTextParams, playerTextKeyword, playerTextMessage } from './player-text';
import { SHARED_ID, SharedSchemas } from './share-repeats';
import { DtoClass } from './decorators';
import { JsonSchema, REF_PREFIX, X_EXACTLY_ONE, X_UNIQUE_BY, dtoToJsonSchema } from './schema';

/**
 * The fast validation path. Each DTO's class-validator metadata is turned into JSON Schema once
 * (schema.ts) and compiled by Ajv into a plain function: about a microsecond per body instead of
 * the ~150 us of `plainToInstance` + `validate`. REST (`@ValidBody`) and GraphQL (`validateBody`)
 * both come through here, so both transports accept exactly the same bodies.
 */

/**
 * `allErrors: true` reports every offending field (the validator behind the 400s); `false` stops
 * at the first one (the one run on every body: most are valid, and an invalid one is re-checked
 * by the other).
 */
function createAjv(allErrors: boolean): Ajv {
  const ajv = new Ajv({
    allErrors,
    // Ajv's defaults already do neither, but these two would change what a body means.
    coerceTypes: false,
    useDefaults: false,
    removeAdditional: false,
    // A referenced schema is compiled once as a function of its own, not pasted at every use
    // (share-repeats.ts turns the bodies' large sub-schemas into references to shared ones).
    inlineRefs: false,
    // Type arrays (["integer", "null"]) come from @IntOrNull.
    allowUnionTypes: true,
    // String lengths in code points (Ajv's default `unicode: true`), as JSON Schema and @StringLength count them.
    // Only own properties are data; nothing on a prototype may satisfy `required`.
    ownProperties: true,
    // parentSchema/data on errors let us explain `oneOf` failures by the branch the value meant.
    verbose: true,
    strict: true,
    logger: {
      log: (...args: unknown[]) => console.log(...args),
      warn: (...args: unknown[]) => console.warn(...args),
      error: (...args: unknown[]) => console.error(...args),
    },
  });

  const exactlyOne: DataValidateFunction = (keys: unknown, data: unknown) => {
    const names = keys as readonly string[];
    const obj = data as Record<string, unknown>;
    if (names.filter((k) => Object.prototype.hasOwnProperty.call(obj, k) && obj[k] !== undefined).length === 1) {
      return true;
    }
    exactlyOne.errors = [{ keyword: X_EXACTLY_ONE, params: { keys: names } }];
    return false;
  };
  ajv.addKeyword({ keyword: X_EXACTLY_ONE, type: 'object', schemaType: 'array', errors: true, validate: exactlyOne });

  const uniqueBy: DataValidateFunction = (key: unknown, data: unknown) => {
    const k = key as string;
    const seen = new Set<unknown>();
    for (const [i, item] of (data as unknown[]).entries()) {
      if (typeof item !== 'object' || item === null || Array.isArray(item)) continue;
      const v = (item as Record<string, unknown>)[k];
      if (v === undefined) continue;
      if (seen.has(v)) {
        uniqueBy.errors = [{ keyword: X_UNIQUE_BY, params: { key: k, index: i, value: v } }];
        return false;
      }
      seen.add(v);
    }
    return true;
  };
  ajv.addKeyword({ keyword: X_UNIQUE_BY, type: 'array', schemaType: 'string', errors: true, validate: uniqueBy });
  // Player text is rewritten as it is accepted (NFC, trimmed): what the handlers get is what is stored and shown.
  ajv.addKeyword(playerTextKeyword('normalize'));
  return ajv;
}

const ajvAll = createAjv(true);
const ajvFirst = createAjv(false);

/**
 * A body schema's two validators. `first` runs on every body and is compiled at boot; `all` runs
 * only on a body `first` refused, and is compiled the first time one is (compiling both at boot
 * doubled the boot's compiling and its garbage, for a validator most replicas rarely run).
 */
export class Compiled {
  private every: ValidateFunction | undefined;
  readonly first: ValidateFunction;

  constructor(readonly schema: JsonSchema) {
    this.first = ajvFirst.compile(schema);
  }

  /** Every error (for the problem). */
  get all(): ValidateFunction {
    return (this.every ??= ajvAll.compile(this.schema));
  }
}

/** Sub-schemas shared by the bodies' schemas (share-repeats.ts), known to both Ajv instances. */
const shared = new SharedSchemas((id, schema) => {
  ajvFirst.addSchema(schema, id);
  ajvAll.addSchema(schema, id);
});

const compiled = new Map<DtoClass, Compiled>();
const registered = new Set<DtoClass>();

function compiledFor(dto: DtoClass): Compiled {
  let c = compiled.get(dto);
  if (!c) {
    c = new Compiled(shared.share(dtoToJsonSchema(dto).schema));
    compiled.set(dto, c);
  }
  return c;
}

/** Both validators of a body schema (exported for the test that compares shared and written-out schemas). */
export function compileSchema(schema: JsonSchema): Compiled {
  return new Compiled(schema);
}

/** A body's schema as its validators are compiled from (shared sub-schemas as references), and the shared schemas. */
export function sharedSchemaOf(dto: DtoClass): JsonSchema {
  return compiledFor(dto).schema;
}
export const sharedSchema = (id: string): JsonSchema | undefined => shared.get(id);

/**
 * Compiles the hot-path validator of every DTO used with `@ValidBody`, and of `extra` (call once
 * at boot so no request pays for it); `everyError` compiles the validators of refused bodies too
 * (the test that every schema compiles).
 */
export function precompileValidators(extra: readonly DtoClass[] = [], everyError = false): void {
  for (const dto of [...registered, ...extra]) {
    const c = compiledFor(dto);
    if (everyError) void c.all;
  }
}

/** Every DTO bodies are validated against: `@ValidBody` ones and any compiled (GraphQL inputs). */
export function validatedDtos(): DtoClass[] {
  return [...new Set([...registered, ...compiled.keys()])];
}

/** `/dice/values/3` + `foo` → `dice.values[3].foo`. */
export function pointerToPath(pointer: string, child?: string): string {
  const parts = pointer === '' ? [] : pointer.slice(1).split('/').map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (child !== undefined) parts.push(child);
  let out = '';
  for (const part of parts) {
    if (/^(0|[1-9][0-9]*)$/.test(part)) out += `[${part}]`;
    else out += out === '' ? part : `.${part}`;
  }
  return out;
}

const jsonType = (v: unknown): string =>
  v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v === 'number' && Number.isInteger(v) ? 'integer' : typeof v;

const schemaAccepts = (schemaType: unknown, value: unknown): boolean => {
  const types = Array.isArray(schemaType) ? (schemaType as string[]) : [schemaType as string];
  const t = jsonType(value);
  return types.includes(t) || (t === 'integer' && types.includes('number'));
};

/**
 * Ajv reports every branch of a failed `oneOf`. A value that clearly meant one branch (its JSON
 * type matches exactly one branch's `type`) is explained by that branch's errors only; a value
 * that fits no branch's type by the `oneOf`'s own message, which names every option.
 */
function pruneOneOf(errors: readonly ErrorObject[]): ErrorObject[] {
  let out = [...errors];
  for (const e of errors) {
    if (e.keyword !== 'oneOf') continue;
    const branches = (e.schema as JsonSchema[] | undefined) ?? [];
    const meant = branches.map((b, i) => (schemaAccepts(b.type, e.data) ? i : -1)).filter((i) => i >= 0);
    if (meant.length === 0) {
      out = out.filter((o) => !o.schemaPath.startsWith(`${e.schemaPath}/`));
      continue;
    }
    if (meant.length !== 1) continue;
    // Errors of the other branches at this value (their schemaPath runs through this oneOf).
    const others = branches.map((_b, i) => `${e.schemaPath}/${i}/`).filter((_p, i) => i !== meant[0]);
    out = out.filter((o) => !others.some((p) => o.schemaPath.startsWith(p)));
    // Errors at or below the value (nested schemas report paths relative to their $ref).
    const explained = out.some((o) => o !== e && (o.instancePath === e.instancePath || o.instancePath.startsWith(`${e.instancePath}/`)));
    if (explained) out = out.filter((o) => o !== e);
  }
  return out;
}

/** `["integer", "null"]` → "a whole number or null", in the reply's language. */
function typesMessage(type: unknown): ProblemText {
  const types = (Array.isArray(type) ? type : [type]).map((t) => problemMsg(TYPE_NOUNS[String(t)] ?? 'type.object'));
  return types.reduceRight((b, a) => problemMsg('list.or', { a, b }));
}

const TYPE_NOUNS: Readonly<Record<string, ProblemKey>> = {
  integer: 'type.integer',
  number: 'type.number',
  string: 'type.string',
  boolean: 'type.boolean',
  object: 'type.object',
  array: 'type.array',
  null: 'type.null',
};

/** A value as a message quotes it: strings as they are, anything else as JSON. */
const quoted = (v: unknown): ProblemText => problemMsg('quoted', { value: typeof v === 'string' ? v : String(JSON.stringify(v)) });

const limit = (p: Record<string, unknown>): number => Number(p.limit);

/** What an inline profile looks like, as code (the same in every language). */
const INLINE_PROFILE = '`{ "profile": { ... } }`';

/** The pattern of a `oneOf` of an id or a profile (`@IdOrProfile`): its first branch. */
const idPatternOf = (e: ErrorObject): string | undefined => ((e.schema as JsonSchema[] | undefined)?.[0]?.pattern as string | undefined) ?? undefined;

/**
 * One Ajv error → one field error whose message says, in words, what the field must be. Every
 * keyword the request schemas use has its own message (a test keeps it so); the schema's own
 * patterns are never shown, their meaning is (patterns.ts).
 */
function describe(e: ErrorObject): ProblemFieldError {
  const p = e.params as Record<string, unknown>;
  const at = (message: ProblemText, child?: string): ProblemFieldError => ({ path: pointerToPath(e.instancePath, child), message });
  switch (e.keyword) {
    case 'required':
      return at(problemMsg('validation.required'), p.missingProperty as string);
    case 'additionalProperties':
      return at(problemMsg('validation.unknown-field'), p.additionalProperty as string);
    case 'type':
      return at(problemMsg('validation.type', { types: typesMessage(p.type) }));
    case 'enum':
      return at(problemMsg('validation.enum', { values: (p.allowedValues as unknown[]).join(', ') }));
    case 'minimum':
      return at(problemMsg('validation.minimum', { limit: limit(p) }));
    case 'maximum':
      return at(problemMsg('validation.maximum', { limit: limit(p) }));
    case 'exclusiveMinimum':
      return at(problemMsg('validation.exclusive-minimum', { limit: limit(p) }));
    case 'exclusiveMaximum':
      return at(problemMsg('validation.exclusive-maximum', { limit: limit(p) }));
    case 'minLength':
      return at(limit(p) === 1 ? problemMsg('validation.not-empty') : problemMsg('validation.min-length', { limit: limit(p) }));
    case 'maxLength':
      return at(problemMsg('validation.max-length', { limit: limit(p) }));
    case 'minItems':
      return at(problemMsg('validation.min-items', { limit: limit(p) }));
    case 'maxItems':
      return at(problemMsg('validation.max-items', { limit: limit(p) }));
    case 'uniqueItems':
      return at(problemMsg('validation.unique-items', { value: quoted((e.data as unknown[])[Number(p.i)]) }));
    case 'pattern': {
      const format = formatMessage(p.pattern as string);
      return at(format ? problemMsg('validation.pattern', { format }) : problemMsg('validation.format'));
    }
    case 'oneOf': {
      const pattern = idPatternOf(e);
      const id = pattern === undefined ? undefined : formatMessage(pattern);
      return at(id ? problemMsg('validation.id-or-profile', { id, example: INLINE_PROFILE }) : problemMsg('validation.invalid'));
    }
    case X_EXACTLY_ONE:
      return at(problemMsg('validation.exactly-one', { keys: (p.keys as readonly string[]).join(', ') }));
    case X_UNIQUE_BY:
      return at(problemMsg('validation.unique-by', { key: String(p.key), value: quoted(p.value) }), String(p.index));
    case PLAYER_TEXT:
      return at(isPlayerTextParams(p) ? playerTextMessage(p) : problemMsg('validation.invalid'));
    default:
      return at(problemMsg('validation.invalid'));
  }
}

/** Ajv errors → problem `errors[]`, one per distinct path and message, in document order. */
export function toFieldErrors(errors: readonly ErrorObject[] | null | undefined): ProblemFieldError[] {
  const seen = new Set<string>();
  const out: ProblemFieldError[] = [];
  for (const e of pruneOneOf(errors ?? [])) {
    const fe = describe(e);
    const key = `${fe.path}\u0000${JSON.stringify(fe.message)}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push(fe);
    }
  }
  return out;
}

/** Whether `plain` is a valid `dto` body (no problem thrown): the fuzz test's Ajv side. */
export function isValidBody(dto: DtoClass, plain: unknown): boolean {
  return compiledFor(dto).first(plain) === true;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The first array of `data` longer than its schema's `maxItems`, found by walking the body and its
 * schema together (linear in the body). Ajv with `allErrors` gathers the errors of `$ref`'d items
 * and of custom keywords by concatenating arrays, which is quadratic in the number of failing
 * items: a 64 KiB body whose `models` were 32,000 numbers took 11 s of CPU. Such a body is
 * refused on its length alone, before the every-error pass.
 */
function overlongArray(schema: JsonSchema, data: unknown, root: JsonSchema, path: string): ProblemFieldError | undefined {
  let s = schema;
  if (typeof s.$ref === 'string' && s.$ref.startsWith(REF_PREFIX)) s = ((root.definitions ?? {}) as Record<string, JsonSchema>)[s.$ref.slice(REF_PREFIX.length)] ?? {};
  else if (typeof s.$ref === 'string' && s.$ref.startsWith(SHARED_ID)) s = shared.get(s.$ref) ?? {};
  for (const branch of (s.oneOf ?? []) as JsonSchema[]) {
    const found = overlongArray(branch, data, root, path);
    if (found) return found;
  }
  if (Array.isArray(data)) {
    if (typeof s.maxItems === 'number' && data.length > s.maxItems) return { path, message: problemMsg('validation.max-items', { limit: s.maxItems }) };
    const items = s.items as JsonSchema | undefined;
    if (!items) return undefined;
    for (let i = 0; i < data.length; i++) {
      const found = overlongArray(items, data[i], root, `${path}[${i}]`);
      if (found) return found;
    }
  } else if (isObject(data) && isObject(s.properties)) {
    for (const [k, sub] of Object.entries(s.properties as Record<string, JsonSchema>)) {
      if (!Object.prototype.hasOwnProperty.call(data, k)) continue;
      const found = overlongArray(sub, data[k], root, path === '' ? k : `${path}.${k}`);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * Field errors returned in one problem at most. A 64 KiB body of a thousand bad dice values or
 * thousands of unknown keys would otherwise get a problem several times its own size (110 KB seen
 * by the fuzz suite); the detail still counts them all.
 */
export const MAX_FIELD_ERRORS = 50;

/**
 * Validates a request body (already parsed JSON, or a GraphQL input mapped to the REST shape)
 * against `dto`. Returns it unchanged, typed as the DTO, or throws a 400 validation problem whose
 * `errors[].path` name each offending field (`target.distance`, `dice.values[3]`), the first
 * MAX_FIELD_ERRORS of them.
 */
export function validateBody<T extends object>(dto: DtoClass<T>, plain: unknown): T {
  return validateWith(compiledFor(dto), plain) as T;
}

/** validateBody against compiled validators (compileSchema). */
export function validateWith(c: Compiled, plain: unknown): unknown {
  if (c.first(plain) === true) return plain;
  const overlong = overlongArray(c.schema, plain, c.schema, '');
  if (overlong) throw ProblemException.validation([overlong]);
  c.all(plain);
  const errors = toFieldErrors(c.all.errors);
  if (errors.length <= MAX_FIELD_ERRORS) throw ProblemException.validation(errors);
  throw ProblemException.validation(errors.slice(0, MAX_FIELD_ERRORS), ProblemException.validation(errors).detail);
}

/**
 * `@ValidBody(ShotRequestDto) body: ShotRequestDto`: the request body validated by the compiled
 * schema of `dto` (no ValidationPipe involved; the param type is for Swagger and readers).
 */
export function ValidBody(dto: DtoClass): ParameterDecorator {
  registered.add(dto);
  return createParamDecorator((d: DtoClass, ctx: ExecutionContext) => validateBody(d, ctx.switchToHttp().getRequest<{ body: unknown }>().body))(dto);
}

/**
 * `validateBody` against `dto` as a function, the DTO registered as `@ValidBody` registers it
 * (compiled at boot, its schema aligned in the OpenAPI document): a route that reads its body
 * itself, from the action it names.
 */
export function bodyValidator<T extends object>(dto: DtoClass<T>): (plain: unknown) => T {
  registered.add(dto);
  return (plain) => validateBody(dto, plain);
}
