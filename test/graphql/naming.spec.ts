import { GraphQLSchemaHost } from '@nestjs/graphql';
import { buildSchema } from 'graphql';
import { GAMES } from '../../src/games';
import { camel, pascal } from '../../src/games/registry';
import { GameNames, namingProblems } from './naming';
import { GraphqlHarness, bootGraphql } from './support';

/*
 * Issue 10: one GraphQL naming scheme for every game, from its id. `aeWwiiShot` takes
 * `AeWwiiShotInput` and returns `AeWwiiShotResolution`; every type only one game reaches is named
 * `<Game><Name>`, shared ones after no game; an enum reads and writes one type. Checked on the
 * app's schema, built from the registered games: a new game is held to it without a line here.
 */

const names: GameNames[] = GAMES.map((g) => ({ id: g.definition.id, pascal: pascal(g.definition.id), camel: camel(g.definition.id), actions: Object.keys(g.actions).map(pascal) }));

describe('GraphQL naming scheme', () => {
  let h: GraphqlHarness;
  beforeAll(async () => {
    h = await bootGraphql();
  });
  afterAll(() => h.close());

  it('holds for every registered game', () => {
    expect(namingProblems(h.app.get(GraphQLSchemaHost).schema, names)).toEqual([]);
  });

  it('names the AE-WWII shot after its game id (the issue’s example)', () => {
    const shot = h.app.get(GraphQLSchemaHost).schema.getQueryType()?.getFields().aeWwiiShot;
    expect(shot?.args.find((a) => a.name === 'input')?.type.toString()).toBe('AeWwiiShotInput!');
    // Nullable: a refused field is null beside its error, and the operation's other fields answer.
    expect(shot?.type.toString()).toBe('AeWwiiShotResolution');
  });

  it('reads an enum as a write takes it: a unit read back as a shot’s inline profile', async () => {
    const read = (await h.gql('{ aeWwiiUnitById(id: "german-geneticists/wehrmacht") { movement rangedCombat closeCombat armor strength drive wounds training specialRules } aeWwiiEditions { inoculationChart { effect } } }')).json<{
      data: { aeWwiiUnitById: Record<string, unknown>; aeWwiiEditions: { inoculationChart: { effect: string }[] }[] };
      errors?: unknown[];
    }>();
    expect(read.errors).toBeUndefined();
    expect(read.data.aeWwiiUnitById.training).toBe('REGULAR');
    expect(read.data.aeWwiiEditions[0]?.inoculationChart.map((r) => r.effect)).toEqual(expect.arrayContaining(['TWO_WOUNDS', 'IMPERVIOUS_4']));
    const shot = (
      await h.gql('query S($input: AeWwiiShotInput!) { aeWwiiShot(input: $input) { complete } }', {
        input: { attacker: { profile: read.data.aeWwiiUnitById }, weapon: 'kar98k', target: { unit: 'american-sci-tech/airborne' }, distance: 20, actionPoints: 2, dice: { seed: 'naming' } },
      })
    ).json<{ data?: { aeWwiiShot: { complete: boolean } }; errors?: unknown[] }>();
    expect(shot.errors).toBeUndefined();
    expect(shot.data?.aeWwiiShot.complete).toBe(true);
  });
});

describe('the naming checks', () => {
  // Each line of this schema breaks one rule, the way AE-WWII's types did before the scheme.
  const drifted = buildSchema(`
    enum Side { A B }
    enum AeCover { NONE LIGHT }
    enum AeWwiiCover { NONE LIGHT }
    enum AeWwiiTraining { GREEN ELITE }
    input AeShotInput { cover: AeWwiiCover side: Side }
    type AeWwiiShotOutcome { cover: AeCover side: Side }
    type AeWwiiShotResolution { outcome: AeWwiiShotOutcome }
    type AeWwiiMeleeOutcome { hits: Int }
    type AeWwiiUnit { training: String }
    input AeWwiiUnitInput { training: AeWwiiTraining }
    type AofSkirmishUnit { side: Side }
    type Query {
      aeWwiiShot(input: AeShotInput!): AeWwiiShotResolution!
      aeWwiiMelee: AeWwiiMeleeOutcome
      aofSkirmishUnits: [AofSkirmishUnit!]!
      games: AofSkirmishUnit
    }
    type Mutation { createAeWwiiUnit(input: AeWwiiUnitInput!): AeWwiiUnit! }
  `);
  const games: GameNames[] = [
    { id: 'ae-wwii', pascal: 'AeWwii', camel: 'aeWwii', actions: ['Shot', 'Melee', 'Initiative'] },
    { id: 'aof-skirmish', pascal: 'AofSkirmish', camel: 'aofSkirmish', actions: [] },
  ];

  it('find every departure', () => {
    expect(namingProblems(drifted, games).sort()).toEqual(
      [
        'Query.aeWwiiShot takes input: AeShotInput, not AeWwiiShotInput',
        'Query.aeWwiiMelee returns AeWwiiMeleeOutcome, not AeWwiiMeleeResolution',
        'Query.aeWwiiMelee has no input argument',
        'no query aeWwiiInitiative',
        'AeShotInput belongs to ae-wwii alone but is not named AeWwii<Name>',
        'AeCover belongs to ae-wwii alone but is not named AeWwii<Name>',
        'AofSkirmishUnit is shared (aof-skirmish, (platform)) but named after aof-skirmish',
        'ae-wwii: enums AeCover, AeWwiiCover have the same values: one type',
        'AeWwiiUnit.training reads String where AeWwiiUnitInput.training takes AeWwiiTraining',
      ].sort(),
    );
  });
});
