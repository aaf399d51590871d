import type { Type as Class } from '@nestjs/common';
import { Field, Float, GqlTypeReference, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional, ApiPropertyOptions } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayUnique, IsArray, IsBoolean, IsIn, IsInt, IsNumber, IsObject, Matches, Max, Min, ValidateNested } from 'class-validator';
import { ResolutionResponseBase } from '../common/dto/resolution.response';
import { graphqlEnum } from '../common/graphql/enums';
import { ResolutionFields } from '../common/graphql/resolution.model';
import type { GraphQLScalarType } from 'graphql';
import { jsonSchemaComponent } from '../common/openapi/json-components';
import { DtoClass, FieldSchema, JsonSchemaField, OptionalField, StringLength } from '../common/validation/decorators';
import { playerTextDoc } from '../common/validation/player-text';
import { PLAYER_TEXT, PlayerTextMode } from '../engine/core/player-text';

/*
 * One declaration per field for both transports. AoF Skirmish's request classes are at once the
 * REST body (class-validator, compiled to the JSON Schema Ajv checks; Swagger) and the GraphQL
 * input type, and its outcome classes at once the Swagger response and the GraphQL object type:
 * each decorator below applies the three (or two) decorations of one field, so the REST and
 * GraphQL shapes cannot drift apart and GraphQL error paths are REST's. GraphQL inputs are still
 * mapped to REST bodies and validated by the same compiled schema (src/games/input-body.ts).
 */

const apply =
  (...decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) =>
    decorators.forEach((d) => d(target, key));

/** A string enum in both transports: the REST values, and a GraphQL enum (`SIGHT_BLOCKER` for `sight-blocker`) of the same name. */
export interface EnumSpec<V extends string = string> {
  readonly values: readonly V[];
  readonly name: string;
  readonly gql: object;
}

export const dualEnum = <V extends string>(values: readonly V[], name: string, description?: string): EnumSpec<V> => ({ values, name, gql: graphqlEnum(values, name, description) });

export interface FieldDoc {
  readonly description?: string;
  readonly example?: unknown;
}

export interface InDoc extends FieldDoc {
  /** The key may be absent (GraphQL: nullable; an explicit null is dropped before validation). */
  readonly optional?: boolean;
}

/** The class itself, not a thunk: Swagger names a lazily typed nested schema "" (see ae-wwii/dto/fields.ts). */
type Ctor = abstract new (...args: never[]) => unknown;
const eager = (cls: () => DtoClass | Ctor): unknown => cls() ?? cls;

const inDoc = (o: InDoc, schema: ApiPropertyOptions): PropertyDecorator[] => [
  (o.optional ? ApiPropertyOptional : ApiProperty)({ ...schema, ...(o.description ? { description: o.description } : {}), ...(o.example !== undefined ? { example: o.example } : {}) }),
  ...(o.optional ? [OptionalField()] : []),
];
const inField = (type: () => GqlTypeReference, o: InDoc): PropertyDecorator => Field(type, { nullable: o.optional === true, ...(o.description ? { description: o.description } : {}) });

/** Request fields: Swagger, class-validator (so the compiled schema) and the GraphQL input field. */
export const In = {
  int: (min: number, max: number, o: InDoc = {}): PropertyDecorator =>
    apply(...inDoc(o, { type: 'integer', minimum: min, maximum: max }), inField(() => Int, o), IsInt(), Min(min), Max(max)),

  number: (min: number, max: number, o: InDoc = {}): PropertyDecorator =>
    apply(...inDoc(o, { type: 'number', minimum: min, maximum: max }), inField(() => Float, o), IsNumber(), Min(min), Max(max)),

  bool: (o: InDoc = {}): PropertyDecorator => apply(...inDoc(o, { type: Boolean }), inField(() => Boolean, o), IsBoolean()),

  text: (min: number, max: number, o: InDoc & { readonly pattern?: RegExp } = {}): PropertyDecorator =>
    apply(
      ...inDoc(o, { type: String, minLength: min, maxLength: max, ...(o.pattern ? { pattern: o.pattern.source } : {}) }),
      inField(() => String, o),
      StringLength(min, max),
      ...(o.pattern ? [Matches(o.pattern)] : []),
    ),

  oneOf: <V extends string>(e: EnumSpec<V>, o: InDoc = {}): PropertyDecorator => apply(...inDoc(o, { enum: [...e.values], enumName: e.name }), inField(() => e.gql, o), IsIn(e.values)),

  /** A list of an enum's values (`unique`: each at most once). */
  oneOfList: <V extends string>(e: EnumSpec<V>, maxItems: number, o: InDoc & { readonly unique?: boolean } = {}): PropertyDecorator =>
    apply(
      ...inDoc(o, { enum: [...e.values], enumName: e.name, isArray: true, maxItems, ...(o.unique ? { uniqueItems: true } : {}) }),
      inField(() => [e.gql], o),
      IsArray(),
      ArrayMaxSize(maxItems),
      ...(o.unique ? [ArrayUnique()] : []),
      IsIn(e.values, { each: true }),
    ),

  /** A list of integers in [min, max]. */
  ints: (min: number, max: number, maxItems: number, o: InDoc = {}): PropertyDecorator =>
    apply(
      ...inDoc(o, { type: 'integer', isArray: true, minimum: min, maximum: max, maxItems }),
      inField(() => [Int], o),
      IsArray(),
      ArrayMaxSize(maxItems),
      IsInt({ each: true }),
      Min(min, { each: true }),
      Max(max, { each: true }),
    ),

  /** A list of strings of min..max characters. */
  texts: (min: number, max: number, maxItems: number, o: InDoc = {}): PropertyDecorator =>
    apply(
      ...inDoc(o, { type: String, isArray: true, minLength: min, maxLength: max, maxItems }),
      inField(() => [String], o),
      IsArray(),
      ArrayMaxSize(maxItems),
      StringLength(min, max, { each: true }),
    ),

  /** A nested object; `gql` when its GraphQL input is another class (the shared dice input). */
  object: (cls: () => DtoClass, o: InDoc = {}, gql: () => GqlTypeReference = cls): PropertyDecorator =>
    apply(...inDoc(o, { type: eager(cls) as DtoClass }), inField(gql, o), IsObject(), ValidateNested(), Type(cls)),

  /**
   * A value a plain JSON Schema describes (an engine's, for unions a class cannot say): validated
   * against it in both transports (`@JsonSchemaField`), documented as it is (OpenAPI 3.0 spelling),
   * and a scalar in GraphQL, whose inputs have no unions (the REST schema then checks the value).
   */
  json: (schema: FieldSchema, gql: GraphQLScalarType | (() => GqlTypeReference), o: InDoc & { readonly component?: string } = {}): PropertyDecorator => {
    const request = requestSchema(schema);
    // Swagger reads the property's design type; a field declared at run time has none.
    const typed: PropertyDecorator = (target, key) => {
      if (Reflect.getMetadata('design:type', target, key) === undefined) Reflect.defineMetadata('design:type', Object, target, key);
    };
    // Swagger reads an option `required` as the property's own requiredness: an object's list of
    // required keys goes one level down, where the document keeps it as written.
    const doc = openApiSchema(request);
    const documented = o.component !== undefined ? { allOf: [jsonSchemaComponent(o.component, doc)] } : Array.isArray(doc.required) ? { allOf: [doc] } : doc;
    return apply(typed, ...inDoc(o, documented as ApiPropertyOptions), inField(typeof gql === 'function' ? gql : () => gql, o), JsonSchemaField(request));
  },

  list: (cls: () => DtoClass, maxItems: number, o: InDoc = {}): PropertyDecorator =>
    apply(
      ...inDoc(o, { type: eager(cls) as DtoClass, isArray: true, maxItems }),
      inField(() => [cls()], o),
      IsArray(),
      ArrayMaxSize(maxItems),
      IsObject({ each: true }),
      ValidateNested({ each: true }),
      Type(cls),
    ),
};

export interface OutDoc extends FieldDoc {
  /** Absent from REST replies when it does not apply; null in GraphQL. */
  readonly optional?: boolean;
  /** Present and null in REST replies (a neutral marker's controller). */
  readonly nullable?: boolean;
}

const outDoc = (o: OutDoc, schema: ApiPropertyOptions): PropertyDecorator =>
  (o.optional ? ApiPropertyOptional : ApiProperty)({
    ...schema,
    ...(o.nullable ? { nullable: true } : {}),
    ...(o.description ? { description: o.description } : {}),
    ...(o.example !== undefined ? { example: o.example } : {}),
  });
const outField = (type: () => GqlTypeReference, o: OutDoc): PropertyDecorator =>
  Field(type, { nullable: o.optional === true || o.nullable === true, ...(o.description ? { description: o.description } : {}) });

/** Response fields: Swagger and the GraphQL object field. */
export const Out = {
  int: (o: OutDoc = {}): PropertyDecorator => apply(outDoc(o, { type: 'integer' }), outField(() => Int, o)),
  float: (o: OutDoc = {}): PropertyDecorator => apply(outDoc(o, { type: 'number' }), outField(() => Float, o)),
  /** A probability. */
  p: (o: OutDoc = {}): PropertyDecorator => apply(outDoc(o, { type: 'number', minimum: 0, maximum: 1 }), outField(() => Float, o)),
  bool: (o: OutDoc = {}): PropertyDecorator => apply(outDoc(o, { type: Boolean }), outField(() => Boolean, o)),
  text: (o: OutDoc = {}): PropertyDecorator => apply(outDoc(o, { type: String }), outField(() => String, o)),
  texts: (o: OutDoc = {}): PropertyDecorator => apply(outDoc(o, { type: String, isArray: true }), outField(() => [String], o)),
  ints: (o: OutDoc = {}): PropertyDecorator => apply(outDoc(o, { type: 'integer', isArray: true }), outField(() => [Int], o)),
  /** A distribution or a list of probabilities. */
  ps: (o: OutDoc = {}): PropertyDecorator => apply(outDoc(o, { type: 'number', isArray: true }), outField(() => [Float], o)),
  // OpenAPI 3.0's `nullable` needs a `type` beside it, so a nullable enum is written inline (null among its values).
  oneOf: <V extends string>(e: EnumSpec<V>, o: OutDoc = {}): PropertyDecorator =>
    apply(outDoc(o, o.nullable ? { type: 'string', enum: [...e.values, null] } : { enum: [...e.values], enumName: e.name }), outField(() => e.gql, o)),
  object: (cls: () => Ctor, o: OutDoc = {}): PropertyDecorator => apply(outDoc(o, { type: eager(cls) as Ctor }), outField(cls, o)),
  list: (cls: () => Ctor, o: OutDoc = {}): PropertyDecorator => apply(outDoc(o, { type: eager(cls) as Ctor, isArray: true }), outField(() => [cls()], o)),
};

/** An extra field a resolution carries when asked (ActionModule.options). */
export interface ExtraField {
  readonly name: string;
  readonly list: new () => object;
  readonly description: string;
}

/**
 * The REST response (`<Game><Action>Resolution`, on Swagger's base) and the GraphQL type of the
 * same name (on GraphQL's base) of one action: the shared fields, `outcome`, `odds` and any
 * option's field, declared once here. Two classes, since the two bases differ.
 */
export function resolutionTypes(stem: string, outcome: new () => object, odds?: new () => object, extra?: ExtraField): { readonly response: Class<unknown>; readonly model: Class<unknown> } {
  const name = `${stem}Resolution`;
  const response = { [name]: class extends ResolutionResponseBase {} }[name] as Class<unknown>;
  const model = { [`${name}Model`]: class extends ResolutionFields {} }[`${name}Model`] as Class<unknown>;
  const fields: [string, new () => object, boolean, string][] = [
    ['outcome', outcome, false, 'Absent when `complete` is false.'],
    ...(odds ? [['odds', odds, false, 'Absent with `?odds=false`.'] as [string, new () => object, boolean, string]] : []),
    ...(extra ? [[extra.name, extra.list, true, extra.description] as [string, new () => object, boolean, string]] : []),
  ];
  for (const [field, type, list, description] of fields) {
    ApiPropertyOptional({ type, isArray: list, description })(response.prototype, field);
    Field(() => (list ? [type] : type), { nullable: true, description })(model.prototype, field);
  }
  // The resolve factory names the GraphQL type (`<Game><Action>Resolution`, graphqlNames).
  ObjectType({ isAbstract: true })(model);
  return { response, model };
}

type Node = { [keyword: string]: unknown };

const mapSchema = (node: unknown, f: (n: Node) => Node): unknown => {
  if (Array.isArray(node)) return node.map((n) => mapSchema(n, f));
  if (typeof node !== 'object' || node === null) return node;
  const out: Node = {};
  for (const [k, v] of Object.entries(node as Node)) out[k] = k === 'properties' ? Object.fromEntries(Object.entries(v as Node).map(([p, s]) => [p, mapSchema(s, f)])) : mapSchema(v, f);
  return f(out);
};

/** An engine's JSON Schema as the request schemas write it: `const: x` as `enum: [x]` (a keyword validator.ts describes). */
export const requestSchema = (schema: FieldSchema): FieldSchema =>
  mapSchema(schema, (n) => {
    if (!('const' in n)) return n;
    const { const: value, ...rest } = n;
    return { ...rest, enum: [value] };
  }) as FieldSchema;

/**
 * A draft-07 schema in OpenAPI 3.0's spelling: numeric `exclusiveMinimum`/`exclusiveMaximum` become
 * a bound and `true`; player text gets the `pattern` any validator reads (player-text.ts).
 */
export const openApiSchema = (schema: FieldSchema): FieldSchema =>
  mapSchema(schema, (n) => {
    const out = { ...n };
    if (typeof n[PLAYER_TEXT] === 'string' && n.pattern === undefined) Object.assign(out, playerTextDoc(n[PLAYER_TEXT] as PlayerTextMode));
    if (typeof n.exclusiveMinimum === 'number') Object.assign(out, { minimum: n.exclusiveMinimum, exclusiveMinimum: true });
    if (typeof n.exclusiveMaximum === 'number') Object.assign(out, { maximum: n.exclusiveMaximum, exclusiveMaximum: true });
    return out;
  }) as FieldSchema;

/** Every value of a string union the engine declares: a value it adds, or one spelled here it lacks, breaks the build here. */
export const every =
  <T extends string>() =>
  <const A extends readonly T[]>(values: A & (Exclude<T, A[number]> extends never ? unknown : { readonly missing: Exclude<T, A[number]> })): A =>
    values;

/**
 * Compile-time: a transport class has exactly the engine's fields (the classes also `implement`
 * the engine's interfaces, so the types agree). When the engine renames or adds a field, the build
 * fails here, naming it.
 */
type KeysDiffer<D, E> = Exclude<keyof E, keyof D> | Exclude<Exclude<keyof D, '$object'>, keyof E>;
export const sameFields = <D, E>(check: [KeysDiffer<D, E>] extends [never] ? true : { readonly differ: KeysDiffer<D, E> }): typeof check => check;
