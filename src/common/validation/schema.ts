import { defaultMetadataStorage } from 'class-transformer/cjs/storage';
import { ValidationTypes, getMetadataStorage } from 'class-validator';
import { targetConstructorToSchema } from 'class-validator-jsonschema';
import type { ISchemaConverters, SchemaConverter } from 'class-validator-jsonschema/build/defaultConverters';
import type { IOptions } from 'class-validator-jsonschema/build/options';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';
import { PLAYER_TEXT } from '../../engine/core/player-text';
import { DtoClass, OBJECT_RULES_KEY, RULE, StringRule } from './decorators';

/**
 * Derives JSON Schema (draft-07 as Ajv reads it) from the class-validator metadata of a DTO and
 * every DTO it nests. The DTO classes stay the single source of truth; this module only
 * translates. Converters below cover the custom rules in `decorators.ts` and fix two defaults
 * that would disagree with class-validator (see each one).
 */

/** A JSON Schema node. Loosely typed on purpose: it is built generically and handed to Ajv. */
export type JsonSchema = { [keyword: string]: unknown };

export const REF_PREFIX = '#/definitions/';

/** Custom Ajv keywords the converters emit (declared on the Ajv instance in validator.ts). */
export const X_EXACTLY_ONE = 'x-exactlyOne';
export const X_UNIQUE_BY = 'x-uniqueBy';
/** Marker used only between a converter and `finish()`: lifted to the class schema. */
const X_CLASS_RULE = 'x-classRule';

type Meta = ValidationMetadata;
/** The library's (OpenAPI-flavoured) schema type; our nodes are plain JSON Schema. */
type LibSchema = Exclude<ISchemaConverters[string], SchemaConverter>;

const asSchema = (s: JsonSchema): LibSchema => s as LibSchema;

const converters: ISchemaConverters = {
  // class-validator's @Min/@Max reject non-numbers on their own, but the library default also
  // emits `type: number`, which lodash.merge can let override `type: integer` from @IsInt
  // (metadata order decides). Every numeric DTO field carries @IsInt or @IsNumber, so the
  // bound alone is exact.
  min: (meta: Meta) => asSchema({ minimum: meta.constraints[0] as number }),
  max: (meta: Meta) => asSchema({ maximum: meta.constraints[0] as number }),
  [RULE.strictKeys]: asSchema({}),
  [RULE.exactlyOne]: (meta: Meta) => asSchema({ [X_CLASS_RULE]: { [X_EXACTLY_ONE]: meta.constraints[0] } }),
  [RULE.intOrNull]: (meta: Meta) =>
    asSchema({ type: ['integer', 'null'], minimum: meta.constraints[0], maximum: meta.constraints[1] }),
  [RULE.stringLength]: (meta: Meta) =>
    asSchema({ type: 'string', minLength: meta.constraints[0], maxLength: meta.constraints[1] }),
  [RULE.uniqueBy]: (meta: Meta) => asSchema({ [X_UNIQUE_BY]: meta.constraints[0] }),
  [RULE.stringOrInt]: (meta: Meta) => {
    const [text, min, max] = meta.constraints as [{ min: number; max: number }, number, number];
    return asSchema({ type: ['string', 'integer'], minLength: text.min, maxLength: text.max, minimum: min, maximum: max });
  },
  [RULE.idOrProfile]: (meta: Meta) => {
    const [pattern, profile] = meta.constraints as [RegExp, () => DtoClass];
    return asSchema({
      oneOf: [
        { type: 'string', pattern: pattern.source },
        {
          type: 'object',
          properties: { profile: { $ref: REF_PREFIX + profile().name } },
          required: ['profile'],
          additionalProperties: false,
        },
      ],
    });
  },
  [RULE.jsonSchema]: (meta: Meta) => asSchema({ ...(meta.constraints[0] as JsonSchema) }),
  // No `type`: like the class-validator rule, it says nothing of a non-string (the field's type rule does).
  [RULE.playerText]: (meta: Meta) => asSchema({ [PLAYER_TEXT]: meta.constraints[0] }),
  [RULE.stringOrObject]: (meta: Meta) => {
    const [rule, cls] = meta.constraints as [StringRule, () => DtoClass];
    return asSchema({
      oneOf: [
        { type: 'string', minLength: rule.min, maxLength: rule.max, ...(rule.pattern ? { pattern: rule.pattern.source } : {}), ...(rule.text ? { [PLAYER_TEXT]: rule.text } : {}) },
        // `type` beside the reference, so an error explains the branch the value's type meant.
        { type: 'object', allOf: [{ $ref: REF_PREFIX + cls().name }] },
      ],
    });
  },
};

const options: Partial<IOptions> = {
  refPointerPrefix: REF_PREFIX,
  classTransformerMetadataStorage: defaultMetadataStorage,
  additionalConverters: converters,
};

/** DTO classes nested in `cls`: `@ValidateNested` + `@Type`, and `@IdOrProfile` profiles. */
function nestedClasses(cls: DtoClass): DtoClass[] {
  const storage = getMetadataStorage();
  const out: DtoClass[] = [];
  for (const meta of storage.getTargetValidationMetadatas(cls, '', true, false)) {
    if (meta.type === ValidationTypes.NESTED_VALIDATION) {
      const typeMeta = defaultMetadataStorage.findTypeMetadata(meta.target as DtoClass, meta.propertyName);
      if (!typeMeta) {
        throw new Error(`${cls.name}.${meta.propertyName}: @ValidateNested needs @Type(() => Dto)`);
      }
      out.push(typeMeta.typeFunction() as DtoClass);
    } else if (meta.name === RULE.idOrProfile || meta.name === RULE.stringOrObject) {
      out.push((meta.constraints[1] as () => DtoClass)());
    }
  }
  return out;
}

/** Post-processing of one class schema: closes it and lifts class rules out of `$object`. */
function finish(schema: JsonSchema): JsonSchema {
  const properties = { ...(schema.properties as Record<string, JsonSchema>) };
  const hidden = properties[OBJECT_RULES_KEY];
  delete properties[OBJECT_RULES_KEY];
  const out: JsonSchema = { ...schema, type: 'object', properties, additionalProperties: false };
  const required = ((schema.required as string[] | undefined) ?? []).filter((k) => k !== OBJECT_RULES_KEY);
  if (required.length > 0) out.required = required;
  else delete out.required;
  const classRule = hidden?.[X_CLASS_RULE] as JsonSchema | undefined;
  if (classRule) Object.assign(out, classRule);
  return out;
}

export interface DtoSchema {
  /** The root DTO's schema, with every nested DTO in `definitions`. */
  readonly schema: JsonSchema;
  /** Every DTO class reachable from the root, by schema name. */
  readonly classes: ReadonlyMap<string, DtoClass>;
}

/** Builds the closed JSON Schema of `root` and every DTO it reaches. */
export function dtoToJsonSchema(root: DtoClass): DtoSchema {
  const classes = new Map<string, DtoClass>();
  const definitions: Record<string, JsonSchema> = {};
  const queue: DtoClass[] = [root];
  while (queue.length > 0) {
    const cls = queue.shift() as DtoClass;
    const known = classes.get(cls.name);
    if (known === cls) continue;
    if (known) throw new Error(`two DTO classes named ${cls.name}: schema names must be unique`);
    classes.set(cls.name, cls);
    definitions[cls.name] = finish(targetConstructorToSchema(cls, options) as JsonSchema);
    queue.push(...nestedClasses(cls));
  }
  const { [root.name]: rootSchema, ...rest } = definitions;
  return { schema: { ...rootSchema, definitions: rest }, classes };
}
