import { Field, Float, GqlTypeReference, InputType, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import Ajv from 'ajv';
import { PlayerText, StrictDto } from '../../../common/validation/decorators';
import type { FieldSchema } from '../../../common/validation/decorators';
import type { ProblemFieldError } from '../../../common/problem/problem.exception';
import { toFieldErrors } from '../../../common/validation/validator';
import { ARCHETYPE_TYPES, WARTIME, inlineArchetypeSchema, priceArchetype } from '../../../engine/wartime';
import type { ArchetypeProfile, ArchetypeType } from '../../../engine/wartime';
import { gameTranslator } from '../../../engine/core/game';
import type { Lang } from '../../../engine/core/types';
import { In, Out, requestSchema } from '../../fields';
import { ARCHETYPE_TYPE } from './requests';
import { ArchetypeValueScalar } from './scalars';

/*
 * An archetype's own fields, flat: `type` (body, character, weapon, protection, transport, object,
 * zone) and every field any type has, each validated by the union of what the engine's schemas of
 * the seven types allow for it. This one class is the body of `POST /v1/wartime/archetypes/cost`
 * (with an optional `name`) and the own fields of a custom archetype's write body, and what a read
 * returns: a GET can be priced or PUT back as it is. Which fields go with which `type` is then
 * checked against that type's own schema (`archetypeOf`): a field of another type is a 422
 * naming it.
 */

type Node = { readonly [k: string]: unknown };

/** The seven types' own fields (the inline schemas less `name`, which an entry carries apart). */
const TYPE_SCHEMAS: Readonly<Record<ArchetypeType, Node>> = Object.fromEntries(ARCHETYPE_TYPES.map((t) => [t, inlineArchetypeSchema(t)])) as Record<ArchetypeType, Node>;

const branches = (s: Node): Node[] => (Array.isArray(s.oneOf) ? (s.oneOf as Node[]).flatMap(branches) : [s]);
const typeOf = (s: Node): string => String(s.type ?? 'object');

/** One field's schema across the types: its distinct shapes, as one `oneOf` whose branches differ by JSON type. */
function fieldSchema(field: string): Node {
  const whole = new Map<string, Node>();
  for (const t of ARCHETYPE_TYPES) {
    const s = (TYPE_SCHEMAS[t].properties as Record<string, Node>)[field];
    if (s) whole.set(JSON.stringify(s), s);
  }
  if (whole.size === 1) return [...whole.values()][0];
  const seen = new Map<string, Node>();
  for (const s of whole.values()) for (const b of branches(s)) seen.set(JSON.stringify(b), b);
  const all = [...seen.values()];
  const types = all.map(typeOf);
  // A `oneOf` needs branches no value matches twice: the engine's shapes of one field differ by JSON type.
  if (new Set(types).size !== types.length) throw new Error(`wartime archetype field ${field}: two shapes of one JSON type (${types.join(', ')})`);
  return { oneOf: all };
}

const FIELDS: readonly string[] = [...new Set(ARCHETYPE_TYPES.flatMap((t) => Object.keys(TYPE_SCHEMAS[t].properties as object)))].filter((f) => f !== 'name');

const GQL: Readonly<Record<string, () => GqlTypeReference>> = { integer: () => Int, number: () => Float, boolean: () => Boolean, string: () => String };

const DESCRIPTIONS: Readonly<Record<string, string>> = {
  description: 'Free text.',
  bonuses: 'Bonuses (positive cost) and maluses (negative), each `{ name, cost }`: the document refers to a list it does not include.',
  con: 'body: Constitution 1..10.',
  agi: 'body: Agility 1..10.',
  int: 'body: Intelligence 1..10.',
  rea: 'body: Reaction 1..10 (Energy = REA + 5, at most 10).',
  vol: 'body: Will 1..10.',
  body: 'character: its body (an id or `{ profile }`).',
  transport: 'character: at most one transport.',
  weapons: 'character, transport, zone purchase: weapons (ids or `{ profile }`).',
  protections: 'character: protections (their values add up into Defense).',
  objects: 'character, transport, zone purchase: objects.',
  baseDiameter: 'character: base diameter in cm (Movement rounds it half up).',
  fortune: 'character: Fortune bought, 0..10.',
  energy: 'weapon, protection, transport, object: Energy to use it, 1..10.',
  damage: 'weapon: Damage 1..10.',
  range: 'weapon: Range in kliks, at most 5 x Damage; 0 is a close-combat weapon.',
  area: 'weapon, object: the area (circle, rectangle, triangle or composite), in kliks.',
  impact: 'weapon: the impact check\'s attribute, `agi` (physical, default) or `int`.',
  protection: 'protection: its value 1..10.',
  length: 'transport: length of its base in cm (Movement).',
  defense: 'transport: one Defense or four facings `{ front, left, right, rear }`; zone: its Defense, or one per element `[{ element, defense }]`.',
  capacity: 'transport, object: cargo levels.',
  melee: 'transport: fights in close combat (a mech).',
  difficulty: 'zone: Energy per movement action through it (default 1).',
  global: 'zone: its attributes apply to the whole piece.',
  collapse: 'zone: what collapses and how, in words.',
  traps: 'zone: `true` for the document\'s default trap, or a trap of your own in words.',
  effects: 'zone: other effects, in words.',
  purchase: 'zone: bought for a play list (priced like a transport without Movement).',
};

/** Each own field of an archetype: its schema (the engine's, per type, joined), its GraphQL type and its description. */
export const ARCHETYPE_FIELDS: readonly { readonly field: string; readonly schema: FieldSchema; readonly gql: () => GqlTypeReference; readonly description: string; readonly component?: string }[] = FIELDS.map((field) => {
  const schema = fieldSchema(field) as FieldSchema;
  const simple = schema.oneOf === undefined ? GQL[typeOf(schema)] : undefined;
  // Composite fields are written once in the document, as components the bodies and views refer to.
  const component = simple === undefined || typeOf(schema) === 'array' || typeOf(schema) === 'object' ? `WartimeArchetype${field.charAt(0).toUpperCase()}${field.slice(1)}` : undefined;
  return { field, schema, gql: simple ?? (() => ArchetypeValueScalar), description: DESCRIPTIONS[field] ?? field, ...(component ? { component } : {}) };
});

const fieldDecorator = (field: string): PropertyDecorator => {
  const f = ARCHETYPE_FIELDS.find((x) => x.field === field);
  if (!f) throw new Error(`no archetype field ${field}`);
  return In.json(f.schema, f.gql, { optional: true, description: f.description, ...(f.component ? { component: f.component } : {}) });
};

/** An archetype's own fields, every type's: the REST schema `WartimeArchetypeFields` and, abstract, the GraphQL input's. */
@InputType({ isAbstract: true })
export class WartimeArchetypeFields extends StrictDto {
  @In.oneOf(ARCHETYPE_TYPE, { description: 'Which archetype: its fields are the ones its type has.', example: 'weapon' })
  readonly type!: ArchetypeType;
}
for (const field of FIELDS) fieldDecorator(field)(WartimeArchetypeFields.prototype, field);

/** `POST /v1/wartime/archetypes/cost`: an archetype, with a label. */
@InputType('WartimeArchetypeCostInput')
export class WartimeArchetypeCostRequest extends WartimeArchetypeFields {
  @PlayerText()
  @In.text(1, 80, { optional: true, description: 'A label for the reply.', example: 'Rifle' })
  readonly name?: string;
}

// --- Checking a body against its type -----------------------------------------------------------

const ajv = new Ajv({ allErrors: true, strict: false, allowUnionTypes: true, ownProperties: true, verbose: true });
const byType = new Map(
  ARCHETYPE_TYPES.map((t) => {
    const s = TYPE_SCHEMAS[t];
    const { name: _name, ...properties } = s.properties as Record<string, unknown>;
    // `type` is checked by the body's own schema; here it is one more known field.
    return [t, ajv.compile(requestSchema({ ...s, properties: { ...properties, type: { enum: [t] } } }))] as const;
  }),
);

/**
 * A valid body's fields as the archetype of its `type`: the fields its type does not have, and
 * what that type's schema and the cost calculator's rules refuse (Range over 5 x Damage...), as
 * field errors in `lang`. `references`: `skip` for a stored entry (its ids are looked up when used).
 */
export function archetypeOf(fields: Readonly<Record<string, unknown>>, lang: Lang): { readonly profile: ArchetypeProfile } | { readonly errors: readonly ProblemFieldError[] } {
  const type = fields.type as ArchetypeType;
  const validate = byType.get(type);
  if (validate && !validate(fields)) return { errors: toFieldErrors(validate.errors) };
  const profile = fields as unknown as ArchetypeProfile;
  const { errors } = priceArchetype(profile, () => undefined, '', { references: 'skip' });
  if (errors.length === 0) return { profile };
  const t = gameTranslator(WARTIME, lang);
  return { errors: errors.map((e) => ({ path: e.path, message: typeof e.message === 'string' ? e.message : t(e.message) })) };
}

// --- Cost replies -------------------------------------------------------------------------------

@ObjectType('WartimeCostLine')
export class WartimeCostLine {
  @Out.text({ description: 'A stable key: an attribute (`con`), a table (`energy`, `damage`, `defense:front`), a part (`weapon:assault-rifle`), `bonus:<name>`, `minimum`.', example: 'damage' }) readonly item!: string;
  @Out.text({ description: 'The line in words, in the reply\'s language.', example: 'Damage 5' }) readonly label!: string;
  @Out.int({ example: 25 }) readonly points!: number;
}

@ObjectType('WartimeDerived', { description: 'What the document derives from the archetype (only what its type has).' })
export class WartimeDerived {
  @Out.int({ optional: true }) readonly level?: number;
  @Out.int({ optional: true }) readonly energy?: number;
  @Out.int({ optional: true }) readonly vitality?: number;
  @Out.int({ optional: true, description: 'cm.' }) readonly movement?: number;
  @Out.int({ optional: true }) readonly defense?: number;
  @Out.int({ optional: true, description: 'Defense levels above CON: -1 each to every attribute check.' }) readonly defenseAboveCon?: number;
  @Out.int({ optional: true }) readonly fortune?: number;
  @Out.int({ optional: true, description: 'K², rounded up.' }) readonly area?: number;
  @Out.int({ optional: true, description: 'Rounds per magazine (optional ammunition rules).' }) readonly magazine?: number;
}

@ObjectType('WartimeArchetypeCost')
export class WartimeArchetypeCost {
  @ApiProperty({ enum: [...ARCHETYPE_TYPES], enumName: 'WartimeArchetypeType' })
  @Field(() => ARCHETYPE_TYPE.gql)
  readonly type!: ArchetypeType;

  @ApiProperty({ type: 'string', nullable: true, description: 'The label given, else null.' })
  @Field(() => String, { nullable: true })
  readonly name!: string | null;

  @ApiProperty({ type: 'integer', nullable: true, description: 'Points; null for scenery that is not bought (ruling wartime/zone-cost).', example: 25 })
  @Field(() => Int, { nullable: true })
  readonly total!: number | null;

  @Out.list(() => WartimeCostLine, { description: 'The cost line by line, in the document\'s order.' }) readonly lines!: WartimeCostLine[];
  @Out.object(() => WartimeDerived) readonly derived!: WartimeDerived;
}

