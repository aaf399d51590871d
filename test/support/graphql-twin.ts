import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import {
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLInputType,
  GraphQLList,
  GraphQLObjectType,
  GraphQLOutputType,
  GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
} from 'graphql';

/**
 * A REST route and its GraphQL twin, compared field by field: a REST body becomes the twin's
 * variables (enum values → the GraphQL enum's names), the query selects every field of the result
 * type, and the result is read back into REST's shape (enum names → values, nulls dropped, as REST
 * leaves absent fields out). Built from the app's own schema, so it follows any game's types.
 */

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

const unwrap = <T extends GraphQLInputType | GraphQLOutputType>(t: T): T => (isNonNullType(t) ? (t.ofType as T) : t);

/**
 * Fields a resolution computes only when selected, which REST adds only on request (`?embed=true`):
 * a twin compares what both answer by default (test/answers compares the embeds).
 */
const ON_REQUEST = new Set(['embed']);

/** Every field of `type`, nested objects included (fields with arguments, and ON_REQUEST ones, are left out). */
export function fullSelection(type: GraphQLObjectType): string {
  const fields = Object.values(type.getFields()).filter((f) => f.args.length === 0 && !ON_REQUEST.has(f.name));
  return `{ ${fields
    .map((f) => {
      const named = getNamedType(f.type);
      return isObjectType(named) ? `${f.name} ${fullSelection(named)}` : f.name;
    })
    .join(' ')} }`;
}

function enumName(type: GraphQLEnumType, value: Json): Json {
  const found = type.getValues().find((v) => v.value === value);
  return found ? found.name : value;
}

/** A REST value as the GraphQL input of `type` takes it. */
export function toInput(type: GraphQLInputType, value: Json): Json {
  const t = unwrap(type);
  if (value === null) return null;
  if (isListType(t)) return (value as Json[]).map((v) => toInput((t as GraphQLList<GraphQLInputType>).ofType, v));
  if (isEnumType(t)) return enumName(t, value);
  if (isInputObjectType(t)) {
    const fields = (t as GraphQLInputObjectType).getFields();
    const out: { [k: string]: Json } = {};
    for (const [k, v] of Object.entries(value as { [k: string]: Json })) out[k] = fields[k] ? toInput(fields[k].type, v) : v;
    return out;
  }
  return value;
}

/** A GraphQL result of `type` in REST's shape. */
export function toRest(type: GraphQLOutputType, value: Json): Json | undefined {
  const t = unwrap(type);
  if (value === null) return undefined;
  if (isListType(t)) return (value as Json[]).map((v) => toRest((t as GraphQLList<GraphQLOutputType>).ofType, v) ?? null);
  if (isEnumType(t)) return (t as GraphQLEnumType).getValue(value as string)?.value as Json;
  if (isObjectType(t)) {
    const fields = (t as GraphQLObjectType).getFields();
    const out: { [k: string]: Json } = {};
    for (const [k, v] of Object.entries(value as { [k: string]: Json })) {
      const mapped = toRest(fields[k].type, v);
      if (mapped !== undefined) out[k] = mapped;
    }
    return out;
  }
  return value;
}

/** A REST reply without its nulls (GraphQL cannot tell an absent field from a null one). */
export function withoutNulls(value: Json): Json | undefined {
  if (value === null) return undefined;
  if (Array.isArray(value)) return value.map((v) => withoutNulls(v) ?? null);
  if (typeof value !== 'object') return value;
  const out: { [k: string]: Json } = {};
  for (const [k, v] of Object.entries(value)) {
    const mapped = withoutNulls(v);
    if (mapped !== undefined) out[k] = mapped;
  }
  return out;
}

export interface Twin {
  readonly schema: GraphQLSchema;
  /** The twin query of root field `field` with `input` (a REST body) and extra arguments, as a request body. */
  request(field: string, body: Json, args?: Readonly<Record<string, Json>>): { query: string; variables: Record<string, Json> };
  /** The field's data in REST's shape. */
  restShape(field: string, data: Json): Json | undefined;
}

export function graphqlTwin(app: NestFastifyApplication): Twin {
  const schema = app.get(GraphQLSchemaHost).schema;
  const query = schema.getQueryType() as GraphQLObjectType;
  const field = (name: string) => {
    const f = query.getFields()[name];
    if (!f) throw new Error(`no query field ${name}`);
    return f;
  };
  return {
    schema,
    request(name, body, args = {}) {
      const f = field(name);
      const input = f.args.find((a) => a.name === 'input');
      if (!input) throw new Error(`${name} has no input argument`);
      const declared = [`$input: ${String(input.type)}`];
      const passed = ['input: $input'];
      const variables: Record<string, Json> = { input: toInput(input.type, body) };
      for (const [k, v] of Object.entries(args)) {
        const arg = f.args.find((a) => a.name === k);
        if (!arg) throw new Error(`${name} has no argument ${k}`);
        declared.push(`$${k}: ${String(arg.type)}`);
        passed.push(`${k}: $${k}`);
        variables[k] = toInput(arg.type, v);
      }
      const result = getNamedType(f.type) as GraphQLObjectType;
      return { query: `query(${declared.join(', ')}) { ${name}(${passed.join(', ')}) ${fullSelection(result)} }`, variables };
    },
    restShape(name, data) {
      return toRest(field(name).type, data);
    },
  };
}

