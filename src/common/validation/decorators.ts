import Ajv, { ValidateFunction } from 'ajv';
import { Expose, Transform, plainToInstance } from 'class-transformer';
import { ValidateIf, ValidationArguments, ValidationOptions, registerDecorator, validateSync } from 'class-validator';
import { PlayerTextMode, playerTextProblem } from '../../engine/core/player-text';
import { playerTextKeyword } from './player-text';

/**
 * Custom class-validator decorators whose semantics JSON Schema can express exactly. Each one
 * registers under a stable `name`; `schema.ts` has one converter per name, and the fuzz agreement
 * test (test/platform/validation-agreement.spec.ts) proves class-validator and the compiled Ajv
 * schema accept the same bodies.
 */

/** Validator names, shared with the schema converters (a typo would silently drop a rule). */
export const RULE = {
  strictKeys: 'strictKeys',
  exactlyOne: 'exactlyOne',
  intOrNull: 'intOrNull',
  stringLength: 'stringLength',
  uniqueBy: 'uniqueBy',
  idOrProfile: 'idOrProfile',
  stringOrObject: 'stringOrObject',
  stringOrInt: 'stringOrInt',
  jsonSchema: 'jsonSchema',
  playerText: 'playerText',
} as const;

/** The hidden property that carries object-level rules. Never part of the public schema. */
export const OBJECT_RULES_KEY = '$object';

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The raw keys a body carried that class-transformer hides from class-validator: it skips
 * `__proto__` and `constructor` (its prototype-pollution guard) and any key naming an inherited
 * function (`toString`, `hasOwnProperty`, ...), all of which are `Object.prototype` members.
 * DTO classes declare no methods, so that is the whole list. `$object` itself is also refused.
 */
function forbiddenRawKeys(raw: unknown): string[] | undefined {
  if (!isPlainObject(raw)) return undefined;
  const bad = Object.keys(raw).filter((k) => k in Object.prototype || k === OBJECT_RULES_KEY);
  return bad.length > 0 ? bad : undefined;
}

/**
 * Base class of every request DTO. class-transformer drops some keys (`__proto__`, `constructor`,
 * `toString`...) before class-validator sees the instance, so `forbidNonWhitelisted` cannot reject them; the
 * hidden `$object` property is always visited (`@Expose`), reads the raw plain object and fails
 * validation when such a key was present. The JSON Schema side rejects them through
 * `additionalProperties: false`, so both validators agree.
 */
export abstract class StrictDto {
  @Expose()
  @Transform(({ obj }) => forbiddenRawKeys(obj), { toClassOnly: true })
  @NoForbiddenKeys()
  readonly [OBJECT_RULES_KEY]?: readonly string[];
}

function NoForbiddenKeys(): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: RULE.strictKeys,
      target: target.constructor,
      propertyName: propertyName as string,
      validator: {
        validate: (value: unknown) => value === undefined,
        defaultMessage: (args?: ValidationArguments) =>
          `property ${String((args?.value as string[] | undefined)?.join(', '))} should not exist`,
      },
    });
  };
}

/**
 * Optional in the JSON sense: the key may be absent, but `null` is not a value (unlike
 * class-validator's `@IsOptional`, which also skips `null` and so would let it reach the engine).
 */
export function OptionalField(): PropertyDecorator {
  return ValidateIf((_o: object, v: unknown) => v !== undefined);
}

/**
 * Class rule: exactly one of `keys` is present (not undefined). Registered on `$object`, where
 * class-validator then drops the inherited reserved-key check (it keeps one validator per
 * property and type), so this one performs that check too.
 */
export function ExactlyOne(keys: readonly string[], options?: ValidationOptions): ClassDecorator {
  return (target) => {
    registerDecorator({
      name: RULE.exactlyOne,
      target,
      propertyName: OBJECT_RULES_KEY,
      constraints: [keys],
      options,
      validator: {
        validate: (v: unknown, args: ValidationArguments) => {
          const o = args.object as Record<string, unknown>;
          return v === undefined && keys.filter((k) => o[k] !== undefined).length === 1;
        },
        defaultMessage: (args?: ValidationArguments) =>
          args?.value !== undefined
            ? `property ${String((args.value as string[]).join(', '))} should not exist`
            : `exactly one of ${keys.join(', ')} is required`,
      },
    });
  };
}

/** An integer in [min, max], or null (e.g. Ranged Combat "-"). The key itself is required. */
export function IntOrNull(min: number, max: number, options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: RULE.intOrNull,
      target: target.constructor,
      propertyName: propertyName as string,
      constraints: [min, max],
      options,
      validator: {
        validate: (v: unknown) => v === null || (typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max),
        defaultMessage: (args?: ValidationArguments) =>
          `${args?.property ?? 'value'} must be an integer from ${min} to ${max}, or null`,
      },
    });
  };
}

/**
 * Length in Unicode code points (a surrogate pair is one character, a lone surrogate one too):
 * how JSON Schema defines `minLength`/`maxLength`, so how clients reading the published OpenAPI
 * document count, and how Ajv counts by default.
 */
export function codePointLength(s: string): number {
  let n = s.length;
  for (let i = 0; i < s.length - 1; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        n--;
        i++;
      }
    }
  }
  return n;
}

/**
 * A string of min..max characters (code points, see `codePointLength`). class-validator's
 * `@Length` counts with validator.js, which discounts variation selectors and so agrees with
 * neither JSON Schema nor Ajv; this rule counts exactly as the compiled schema does.
 */
export function StringLength(min: number, max: number, options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: RULE.stringLength,
      target: target.constructor,
      propertyName: propertyName as string,
      constraints: [min, max],
      options,
      validator: {
        validate: (v: unknown) => typeof v === 'string' && codePointLength(v) >= min && codePointLength(v) <= max,
        defaultMessage: (args?: ValidationArguments) =>
          `${args?.property ?? 'value'} must be a string of ${min} to ${max} characters`,
      },
    });
  };
}

/** Array items (objects) must differ in `key`. Non-object items are left to the item rules. */
export function UniqueBy(key: string, options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: RULE.uniqueBy,
      target: target.constructor,
      propertyName: propertyName as string,
      constraints: [key],
      options,
      validator: {
        validate: (v: unknown) => {
          if (!Array.isArray(v)) return true;
          const seen = new Set<unknown>();
          for (const item of v) {
            if (!isPlainObject(item) || item[key] === undefined) continue;
            if (seen.has(item[key])) return false;
            seen.add(item[key]);
          }
          return true;
        },
        defaultMessage: (args?: ValidationArguments) => `${args?.property ?? 'items'} must have unique ${key} values`,
      },
    });
  };
}

/**
 * A string of `text.min`..`text.max` characters (code points) or an integer in [min, max]: a thing
 * named or numbered (AoF's weapon of a unit, by its name or its index in the equipment). JSON
 * Schema applies length keywords to strings and bounds to numbers only, so one node says both.
 */
export function StringOrInt(text: { readonly min: number; readonly max: number }, min: number, max: number, options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: RULE.stringOrInt,
      target: target.constructor,
      propertyName: propertyName as string,
      constraints: [text, min, max],
      options,
      validator: {
        validate: (v: unknown) =>
          typeof v === 'string'
            ? codePointLength(v) >= text.min && codePointLength(v) <= text.max
            : typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max,
        defaultMessage: (args?: ValidationArguments) => `${args?.property ?? 'value'} must be a string or an integer from ${min} to ${max}`,
      },
    });
  };
}

/** A DTO class constructor (abstract-free), as used by the schema builder and validators. */
export type DtoClass<T extends object = object> = new () => T;

/**
 * A catalog id (a string matching `pattern`) or `{ "profile": <Profile> }`. The union cannot be
 * expressed with `@Type`, so the validator checks the raw value itself (kept raw by the
 * `@Transform`, so reserved keys stay visible) with the same options as the outer validation.
 * Converts to a JSON Schema `oneOf`.
 */
export function IdOrProfile(pattern: RegExp, profile: () => DtoClass, options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) => {
    const key = propertyName as string;
    Transform(({ obj }) => (obj as Record<string, unknown>)[key], { toClassOnly: true })(target, key);
    registerDecorator({
      name: RULE.idOrProfile,
      target: target.constructor,
      propertyName: key,
      constraints: [pattern, profile],
      options,
      validator: {
        validate: (v: unknown) => {
          if (typeof v === 'string') return pattern.test(v);
          if (!isPlainObject(v)) return false;
          const keys = Object.keys(v);
          if (keys.length !== 1 || keys[0] !== 'profile' || !isPlainObject(v.profile)) return false;
          const inner = plainToInstance(profile(), v.profile);
          return validateSync(inner, { whitelist: true, forbidNonWhitelisted: true }).length === 0;
        },
        defaultMessage: (args?: ValidationArguments) =>
          `${args?.property ?? 'value'} must be an id matching ${pattern.source} or { "profile": { ... } }`,
      },
    });
  };
}

/**
 * Text a client writes that the service shows back (a name, a label, a description): refused when
 * it holds control, bidirectional or invisible characters or is only white space (or, in `line`
 * mode, empty), and stored and used NFC-normalized and trimmed (player-text.ts; the compiled
 * schema carries the keyword `x-playerText`, which normalizes as it validates). Beside the
 * field's type and length rules; a non-string is left to those.
 */
export function PlayerText(mode: PlayerTextMode = 'line', options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: RULE.playerText,
      target: target.constructor,
      propertyName: propertyName as string,
      constraints: [mode],
      options,
      validator: {
        validate: (v: unknown) => typeof v !== 'string' || playerTextProblem(v, mode) === undefined,
        defaultMessage: (args?: ValidationArguments) => `${args?.property ?? 'value'} must be plain text: no control, bidirectional or invisible characters, not only spaces`,
      },
    });
  };
}

/** The string branch of `@StringOrObject`: its length in code points, a pattern if any, and whether it is player text (`@PlayerText`). */
export interface StringRule {
  readonly min: number;
  readonly max: number;
  readonly pattern?: RegExp;
  readonly text?: PlayerTextMode;
}

/**
 * A string (`rule`) or an object valid as `cls`: a localized name given as one text or per
 * language, a special rule cited by id or as `{ id, rating }`. Validated on the raw value (kept by
 * the `@Transform`, as for `@IdOrProfile`); converts to a JSON Schema `oneOf`.
 */
export function StringOrObject(rule: StringRule, cls: () => DtoClass, options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) => {
    const key = propertyName as string;
    Transform(({ obj }) => (obj as Record<string, unknown>)[key], { toClassOnly: true })(target, key);
    const validString = (v: string): boolean =>
      codePointLength(v) >= rule.min && codePointLength(v) <= rule.max && (rule.pattern?.test(v) ?? true) && (rule.text === undefined || playerTextProblem(v, rule.text) === undefined);
    registerDecorator({
      name: RULE.stringOrObject,
      target: target.constructor,
      propertyName: key,
      constraints: [rule, cls],
      options,
      validator: {
        validate: (v: unknown) => {
          if (typeof v === 'string') return validString(v);
          if (!isPlainObject(v)) return false;
          return validateSync(plainToInstance(cls(), v), { whitelist: true, forbidNonWhitelisted: true }).length === 0;
        },
        defaultMessage: (args?: ValidationArguments) => `${args?.property ?? 'value'} must be a string or an object`,
      },
    });
  };
}

/** A JSON Schema node as `@JsonSchemaField` takes it (draft-07, the keywords the request schemas describe). */
export type FieldSchema = { readonly [keyword: string]: unknown };

// The same options as the request validator (validator.ts), so both sides read a schema alike.
const fieldAjv = new Ajv({ strict: false, allowUnionTypes: true, ownProperties: true, coerceTypes: false, useDefaults: false, removeAdditional: false });
// Checked, not rewritten: this side only says whether the value is valid (the request validator normalizes).
fieldAjv.addKeyword(playerTextKeyword('check'));
const fieldValidators = new WeakMap<FieldSchema, ValidateFunction>();

/**
 * A value whose shape a plain JSON Schema describes: one the engine already publishes (Wartime's
 * archetype profiles, unions of several shapes that class-validator classes cannot say). The raw
 * value is checked against `schema` (kept raw by the `@Transform`, as for `@IdOrProfile`), and the
 * compiled request schema carries `schema` itself, so the two validators agree by construction.
 * `schema` must use only keywords validator.ts describes (no `const`: write `enum: [value]`).
 */
export function JsonSchemaField(schema: FieldSchema, options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) => {
    const key = propertyName as string;
    Transform(({ obj }) => (obj as Record<string, unknown>)[key], { toClassOnly: true })(target, key);
    registerDecorator({
      name: RULE.jsonSchema,
      target: target.constructor,
      propertyName: key,
      constraints: [schema],
      options,
      validator: {
        validate: (v: unknown) => {
          let validate = fieldValidators.get(schema);
          if (!validate) {
            validate = fieldAjv.compile(schema);
            fieldValidators.set(schema, validate);
          }
          return validate(v) === true;
        },
        defaultMessage: (args?: ValidationArguments) => `${args?.property ?? 'value'} does not match its schema`,
      },
    });
  };
}
