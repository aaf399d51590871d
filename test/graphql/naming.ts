import {
  GraphQLInputObjectType,
  GraphQLNamedType,
  GraphQLObjectType,
  GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
} from 'graphql';

/*
 * The GraphQL naming scheme every game follows, checked on a built schema (naming.spec.ts runs it
 * on the app's; it is a function of the schema so that a spec can show it fails on a drifted one).
 * Spelled out here on its own, not through src/games/registry.ts's graphqlNames, so that a change
 * of the scheme there is a change these checks see.
 */

export interface GameNames {
  readonly id: string;
  /** `AeWwii`. */
  readonly pascal: string;
  /** `aeWwii`. */
  readonly camel: string;
  /** The pascal names of its resolve actions (`Shot`, `ApTransfer`). */
  readonly actions: readonly string[];
}

const VERBS = ['create', 'update', 'delete', 'restore'];

/** The game whose root field this is (the longest prefix wins), or undefined for a platform field. */
function ownerOf(root: 'Query' | 'Mutation', field: string, games: readonly GameNames[]): { game: GameNames; rest: string } | undefined {
  let found: { game: GameNames; rest: string } | undefined;
  for (const game of games) {
    const prefixes = root === 'Query' ? [game.camel] : VERBS.map((v) => `${v}${game.pascal}`);
    for (const p of prefixes) {
      const rest = field.slice(p.length);
      if (field.startsWith(p) && /^[A-Z]/.test(rest) && (!found || p.length > field.length - found.rest.length)) found = { game, rest };
    }
  }
  return found;
}

function reach(type: GraphQLNamedType, into: Set<string>): void {
  if (into.has(type.name)) return;
  into.add(type.name);
  if (isObjectType(type)) {
    for (const f of Object.values(type.getFields())) {
      reach(getNamedType(f.type), into);
      for (const a of f.args) reach(getNamedType(a.type), into);
    }
  }
  if (isInputObjectType(type)) for (const f of Object.values(type.getFields())) reach(getNamedType(f.type), into);
}

const ours = (t: GraphQLNamedType): boolean => !isIntrospectionType(t) && !isSpecifiedScalarType(t);

/** Every departure from the scheme, one line each (empty: the schema follows it). */
export function namingProblems(schema: GraphQLSchema, games: readonly GameNames[]): string[] {
  const problems: string[] = [];
  const owners = new Map<string, Set<string>>();
  const own = (name: string, owner: string): void => {
    owners.set(name, (owners.get(name) ?? new Set()).add(owner));
  };

  for (const root of ['Query', 'Mutation'] as const) {
    const type = root === 'Query' ? schema.getQueryType() : schema.getMutationType();
    for (const field of Object.values(type?.getFields() ?? {})) {
      const owner = ownerOf(root, field.name, games);
      const reached = new Set<string>();
      reach(getNamedType(field.type), reached);
      for (const a of field.args) reach(getNamedType(a.type), reached);
      for (const name of reached) own(name, owner?.game.id ?? '(platform)');
      if (!owner) continue;
      // `<game><Name>(input: <Game><Name>Input)`; `<verb><Game><Kind>(input: <Game><Kind>Input)`.
      const input = field.args.find((a) => a.name === 'input');
      const expected = `${owner.game.pascal}${owner.rest}Input`;
      if (input && getNamedType(input.type).name !== expected) problems.push(`${root}.${field.name} takes input: ${getNamedType(input.type).name}, not ${expected}`);
    }
  }

  // An action's query: `<game><Action>(input: <Game><Action>Input): <Game><Action>Resolution`.
  const query = schema.getQueryType()?.getFields() ?? {};
  for (const game of games) {
    for (const action of game.actions) {
      const field = query[`${game.camel}${action}`];
      if (!field) {
        problems.push(`no query ${game.camel}${action}`);
        continue;
      }
      const returns = getNamedType(field.type).name;
      if (returns !== `${game.pascal}${action}Resolution`) problems.push(`Query.${field.name} returns ${returns}, not ${game.pascal}${action}Resolution`);
      if (!field.args.some((a) => a.name === 'input')) problems.push(`Query.${field.name} has no input argument`);
    }
  }

  // A type only one game's fields reach is that game's, and carries its name; a shared one none.
  const prefixOf = (name: string): GameNames | undefined =>
    games.filter((g) => name.startsWith(g.pascal) && /^[A-Z]/.test(name.slice(g.pascal.length))).sort((a, b) => b.pascal.length - a.pascal.length)[0];
  for (const [name, by] of owners) {
    const type = schema.getType(name);
    if (!type || !ours(type)) continue;
    const prefixed = prefixOf(name);
    if (by.size === 1 && !by.has('(platform)')) {
      const game = games.find((g) => by.has(g.id));
      if (game && prefixed !== game) problems.push(`${name} belongs to ${game.id} alone but is not named ${game.pascal}<Name>`);
    } else if (prefixed) {
      problems.push(`${name} is shared (${[...by].join(', ')}) but named after ${prefixed.id}`);
    }
  }

  // One spelling per enum: within a game, no two enums of the same values...
  for (const game of games) {
    const enums = [...owners].filter(([, by]) => by.size === 1 && by.has(game.id)).map(([n]) => schema.getType(n)).filter(isEnumType);
    const byValues = new Map<string, string[]>();
    for (const e of enums) {
      const key = e.getValues().map((v) => v.name).sort().join('|');
      byValues.set(key, [...(byValues.get(key) ?? []), e.name]);
    }
    for (const same of byValues.values()) if (same.length > 1) problems.push(`${game.id}: enums ${same.join(', ')} have the same values: one type`);
  }

  // ...and what a read answers, its write takes in the same type: an object type `X` and its input
  // `XInput`, field by field down their nested types.
  const seen = new Set<string>();
  const compare = (out: GraphQLObjectType, into: GraphQLInputObjectType): void => {
    if (seen.has(`${out.name}|${into.name}`)) return;
    seen.add(`${out.name}|${into.name}`);
    const outFields = out.getFields();
    for (const [name, f] of Object.entries(into.getFields())) {
      const o = outFields[name];
      if (!o) continue;
      const a = getNamedType(o.type);
      const b = getNamedType(f.type);
      if ((isEnumType(a) || isEnumType(b)) && a.name !== b.name) problems.push(`${out.name}.${name} reads ${a.name} where ${into.name}.${name} takes ${b.name}`);
      if (isObjectType(a) && isInputObjectType(b)) compare(a, b);
    }
  };
  for (const type of Object.values(schema.getTypeMap())) {
    const input = schema.getType(`${type.name}Input`);
    if (isObjectType(type) && ours(type) && input && isInputObjectType(input)) compare(type, input);
  }
  return problems;
}
