import { Cost, costOf } from '../../../src/engine/core/cost';
import { unknownId, violation } from '../../../src/engine/core/errors';
import { CatalogData, CatalogEntryData, CatalogKind, GameCatalog, GameDefinition, action, planOf } from '../../../src/engine/core/game';
import { emit, odds, pool, pure } from '../../../src/engine/core/program';
import { SPECIAL_RULE_REFS_SCHEMA, SpecialRuleRef, specialRulesOf } from '../../../src/engine/core/special-rules';
import { Text, msg, verbatim } from '../../../src/engine/core/types';

/*
 * Tiny d6: a test-only game that proves the platform takes a game as a folder (this one and its
 * Nest side next to it), with nothing shared edited. One catalog kind (fighters, faction-scoped,
 * some Tough(X): a special rule with a rating) and one action: an attack rolls a die per attack,
 * each hit on the attacker's quality or more; the defender rolls a die per hit, each blocked on its
 * defense or more; the unblocked hits wound, and Tough(X) takes X wounds to remove (1 without it).
 * Framework-free, as a game's engine must be.
 */

export interface FighterProfile {
  readonly quality: number;
  readonly defense: number;
  readonly attacks: number;
  readonly specialRules: readonly SpecialRuleRef[];
}

export interface Fighter extends FighterProfile {
  readonly name: Text;
}

export interface TinyD6Catalog extends GameCatalog {
  /** Fighters with the wounds that remove them (their Tough rating, else 1). */
  readonly fighters: ReadonlyMap<string, Fighter & { readonly tough: number }>;
}

const stat = { type: 'integer', minimum: 2, maximum: 6 } as const;

export const FIGHTER_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['quality', 'defense', 'attacks', 'specialRules'],
  properties: { quality: stat, defense: stat, attacks: { type: 'integer', minimum: 1, maximum: 6 }, specialRules: SPECIAL_RULE_REFS_SCHEMA },
} as const;

export const FIGHTER_KIND: CatalogKind<Fighter> = {
  id: 'fighter',
  plural: 'fighters',
  scope: 'faction',
  schema: FIGHTER_SCHEMA,
  parse: (profile: unknown, entry: CatalogEntryData): Fighter => {
    const p = profile as FighterProfile;
    return { name: entry.name, quality: p.quality, defense: p.defense, attacks: p.attacks, specialRules: [...p.specialRules] };
  },
};

const toughOf = (rules: readonly SpecialRuleRef[], data: CatalogData, where: string): number =>
  specialRulesOf(rules, data.specialRules, where).find((r) => r.id === 'tough')?.rating ?? 1;

function buildCatalog(data: CatalogData): TinyD6Catalog {
  const fighters = new Map<string, Fighter & { tough: number }>();
  for (const [id, e] of data.entries.get('fighter') ?? []) {
    const f = e.profile as Fighter;
    fighters.set(id, { ...f, tough: toughOf(f.specialRules, data, `fighter ${id}`) });
  }
  return { data, fighters };
}

/** A fighter: a catalog id or an inline profile (`tough`: the wounds that remove it). */
export type FighterRef = { readonly fighter: string } | { readonly profile: { readonly quality: number; readonly defense: number; readonly attacks: number; readonly tough?: number } };

export interface AttackRequest {
  readonly attacker: FighterRef;
  readonly defender: FighterRef;
  readonly dice?: { readonly seed?: string; readonly values?: readonly number[] };
}

export interface AttackOutcome {
  readonly hits: number;
  readonly wounds: number;
  readonly removed: boolean;
}

export interface AttackOdds {
  readonly removed: number;
  readonly expectedWounds: number;
}

function fighterOf(ref: FighterRef, path: string, catalog: TinyD6Catalog): { readonly name: Text; readonly quality: number; readonly defense: number; readonly attacks: number; readonly tough: number } {
  if ('fighter' in ref) {
    const found = catalog.fighters.get(ref.fighter);
    if (!found) throw unknownId(`${path}.fighter`, msg('error.unknown-fighter', { id: ref.fighter }));
    return found;
  }
  if (ref.profile.quality < 2) throw violation(`${path}.profile.quality`, msg('error.quality'));
  return { name: verbatim(path), ...ref.profile, tough: ref.profile.tough ?? 1 };
}

/**
 * The attack's cost model: at most six attacks (the schema's and the DTO's cap), so two pools of at
 * most six dice, their steps and their odds. The heaviest body counts about 70 units (test/games/tiny-d6/cost.spec.ts).
 */
const attackCost = (): Cost => costOf(100, 'attacker.attacks');

export const TINY_D6: GameDefinition<TinyD6Catalog> = {
  id: 'tiny-d6',
  languages: ['en'],
  editions: [],
  messages: {
    en: {
      'game.title': 'Tiny d6',
      'action.attack': 'attack',
      'purpose.hit': 'to hit',
      'purpose.block': 'to block',
      'step.hit': '{attacker}: {n} attacks, hitting on {quality}+',
      'step.block': '{defender}: {n} blocks, on {defense}+',
      'result.hits': '{hits} hits',
      'result.wounds': '{wounds} wounds',
      'headline.attack': '{hits} hits, {wounds} wounds{removed, select, yes {, removed} other {}}',
      'odds.attack': '{removed, percent} removed, {expected, decimal} wounds expected',
      'error.unknown-fighter': 'no fighter {id}',
      'error.quality': 'quality is 2 or more',
    },
  },
  catalog: { kinds: [FIGHTER_KIND], build: buildCatalog },
  actions: {
    attack: action((req: AttackRequest, { catalog }) => {
      const a = fighterOf(req.attacker, 'attacker', catalog);
      const d = fighterOf(req.defender, 'defender', catalog);
      const hitOn = (face: number): string => (face >= a.quality ? 'hit' : 'miss');
      const blockOn = (face: number): string => (face >= d.defense ? 'block' : 'wound');
      const program = pool({ die: 'd6', count: a.attacks, purpose: msg('purpose.hit'), need: `${a.quality}+`, classify: hitOn }, (hit, faces) =>
        emit({ rule: 'tiny-d6/hit', summary: msg('step.hit', { attacker: a.name, n: a.attacks, quality: a.quality }), rolls: [...faces], result: msg('result.hits', { hits: hit.hit }) }, () =>
          hit.hit === 0
            ? pure({ hits: 0, wounds: 0 })
            : pool({ die: 'd6', count: hit.hit, purpose: msg('purpose.block'), need: `${d.defense}+`, classify: blockOn }, (block, blocks) =>
                emit({ rule: 'tiny-d6/block', summary: msg('step.block', { defender: d.name, n: hit.hit, defense: d.defense }), rolls: [...blocks], result: msg('result.wounds', { wounds: block.wound }) }, () =>
                  pure({ hits: hit.hit, wounds: block.wound }),
                ),
              ),
        ),
      );
      return planOf({
        program,
        rulings: d.tough > 1 ? ['tiny-d6/tough'] : [],
        outcome: (v): AttackOutcome => ({ hits: v.hits, wounds: v.wounds, removed: v.wounds >= d.tough }),
        odds: (): AttackOdds => {
          const dist = odds(program);
          return { removed: dist.probability((v) => v.wounds >= d.tough), expectedWounds: dist.expectation((v) => v.wounds) };
        },
        headline: (o) => msg('headline.attack', { hits: o.hits, wounds: o.wounds, removed: o.removed ? 'yes' : 'no' }),
        oddsLine: (o) => msg('odds.attack', { removed: o.removed, expected: o.expectedWounds }),
      });
    }, attackCost),
  },
};
