import { ActionPlan } from '../core/game';
import { violation } from '../core/errors';
import { chain, emit, odds, Program, pure, roll } from '../core/program';
import { traced, Traced, traceOf } from '../core/state';
import { msg, Text } from '../core/types';
import { Facing } from './archetypes';
import { fortuneSide } from './basic';
import { Character, NamedValue, resolveCharacter, resolveTransport, resolveZone, standingModifiers } from './characters';
import { checkAffordable, CheckValue, formula, fortuneArg, FortuneSide, NO_FORTUNE, passes, runCheck, situationModifiers, situationRulings, sumOf } from './checks';
import { clampCheck, WartimeCatalog } from './model';
import { TrapOdds, TrapOutcome, WillResult } from './outcomes';
import { TrapRequest } from './requests';

/**
 * Zone traps, the document's default: a character crossing or stopping rolls AGI or INT (its
 * choice), then CON; failing both, it is caught (a casualty, or 1D10 Vitality with the Vitality
 * rules). A transport's pilot rolls AGI or INT, then the transport its Defense; failing both, it
 * is immobilised in the zone for the rest of the game.
 */

type Check = TrapOutcome['checks'][number];
interface TrapState {
  readonly caught: boolean;
  readonly vitalityLost: number;
  readonly points: number;
  readonly failed: boolean;
}
type TrapValue = Traced<TrapState, { readonly checks: readonly Check[]; readonly wills: readonly WillResult[] }>;

/** Who crosses the zone and how its checks are made: the character, or the transport's pilot. */
interface Crossing {
  readonly who: Character;
  readonly mods: readonly NamedValue[];
  readonly plan: { readonly instead: 'pass' | 'critical' | null; readonly reroll: boolean };
  /** The attribute the first check is made with (AGI or INT). */
  readonly attribute: 'agi' | 'int';
}

const RULE = 'wartime/zones/traps';

export function planTrap(req: TrapRequest, catalog: WartimeCatalog): ActionPlan<TrapValue, TrapOutcome, TrapOdds> {
  const zone = resolveZone(req.zone, 'zone', catalog);
  if (zone.traps === false) throw violation('zone', msg('error.no-traps', { zone: zone.name }));
  if (typeof zone.traps === 'string') throw violation('zone', msg('error.custom-traps', { zone: zone.name }));
  if ((req.character === undefined) === (req.transport === undefined)) throw violation('', msg('error.character-or-transport'));
  const vitality = req.options?.vitality ?? false;
  const rulings = ['wartime/trap-checks', ...situationRulings(req.situation)];

  const pilotPath = req.transport ? 'transport.pilot' : 'character';
  const who: Character = resolveCharacter(req.transport ? req.transport.pilot : (req.character as NonNullable<TrapRequest['character']>), pilotPath, catalog);
  const attribute = req.attribute ?? (who.attributes.agi >= who.attributes.int ? 'agi' : 'int');
  const mods = [...standingModifiers(who), ...situationModifiers(req.situation, 'situation')];
  const crossing: Crossing = { who, mods, plan: fortuneArg(req.fortune), attribute };
  checkAffordable(req.fortune, who.fortune, 'fortune');
  const side = fortuneSide(who);

  let facing: Facing | undefined;
  let program: Program<TrapValue>;
  if (req.transport) {
    const transport = resolveTransport(req.transport.transport, 'transport.transport', catalog);
    facing = typeof transport.defense === 'number' ? undefined : (req.transport.facing ?? 'front');
    const defense = typeof transport.defense === 'number' ? transport.defense : transport.defense[facing as Facing];
    if (typeof transport.defense !== 'number') rulings.push('wartime/trap-transport-defense');
    program = transportTrap(crossing, side, transport.name, defense);
  } else {
    program = characterTrap(crossing, side, vitality);
  }
  const downLeft = who.vitality - who.vitalityLost;
  return {
    program,
    rulings,
    outcome: (v) => {
      const t = traceOf(v);
      return {
        checks: t.checks,
        caught: !req.transport && v.caught,
        vitalityLost: v.vitalityLost,
        immobilised: !!req.transport && v.caught,
        ...(facing ? { facing } : {}),
        fortuneSpent: side.points - v.points,
        will: t.wills,
      };
    },
    odds: () => {
      const dist = odds(program);
      return {
        caught: dist.probability((v) => v.caught),
        ...(vitality && !req.transport ? { expectedVitalityLost: dist.expectation((v) => v.vitalityLost) } : {}),
      };
    },
    headline: (o) =>
      msg('headline.trap', {
        outcome: o.immobilised ? 'immobilised' : !o.caught ? 'safe' : vitality ? (o.vitalityLost >= downLeft ? 'down' : 'hurt') : 'casualty',
        lost: o.vitalityLost,
      }),
    oddsLine: (d) => msg('odds.trap', { p: d.caught }),
  };
}

const rawOf = (c: Crossing, attr: 'agi' | 'int' | 'con'): number => c.who.attributes[attr] + sumOf(c.mods);

/** A trap check with an attribute, the crossing character's Fortune plan applying to it. */
function trapCheck(c: Crossing, attr: 'agi' | 'int' | 'con', points: number, will: number): Program<CheckValue> {
  const { who } = c;
  const raw = rawOf(c, attr);
  return runCheck(
    { target: raw, auto: null, instead: c.plan.instead, reroll: c.plan.reroll, roller: { points, will }, acting: true, cancel: false, opponent: NO_FORTUNE },
    {
      rule: RULE,
      summary: formula(msg('formula.base', { check: msg('check.attribute', { attribute: msg(`attribute.${attr}`) }), value: who.attributes[attr] }), c.mods, raw),
      purpose: msg('purpose.trap', { who: who.name, attribute: msg(`attribute.${attr}`) }),
      roller: who.name,
      opponent: who.name,
    },
  );
}

const recordOf = (c: Crossing, what: Check['what'], v: CheckValue): Check => ({ what, target: clampCheck(rawOf(c, what as 'agi' | 'int' | 'con')), roll: traceOf(v).roll, verdict: v.verdict });
const safe = (state: TrapState, checks: Check[], wills: readonly WillResult[]) => pure(traced(state, { checks, wills }));

/** A transport's trap: its pilot's AGI or INT, then the transport's Defense; failing both, it is immobilised. */
function transportTrap(c: Crossing, side: FortuneSide, name: Text, defense: number): Program<TrapValue> {
  return chain(trapCheck(c, c.attribute, side.points, side.will), (first) => {
    const checks = [recordOf(c, c.attribute, first)];
    const state: TrapState = { caught: false, vitalityLost: 0, points: first.rollerPoints, failed: first.failed };
    if (passes(first.verdict)) return safe(state, checks, traceOf(first).wills);
    // The transport's Defense check: not an attribute check, so no CH ATR modifiers.
    return chain(
      runCheck(
        { target: defense, auto: null, instead: null, reroll: false, roller: NO_FORTUNE, acting: false, cancel: false, opponent: NO_FORTUNE },
        { rule: RULE, summary: msg('formula.base', { check: msg('check.defense'), value: defense }), purpose: msg('purpose.trap-defense', { who: name }), roller: name, opponent: name },
      ),
      (d) => {
        const caught = !passes(d.verdict);
        return emit({ rule: RULE, summary: msg('step.trap-transport', { who: name }), result: msg(caught ? 'result.immobilised' : 'result.trap-escaped') }, () =>
          safe({ ...state, caught }, [...checks, { what: 'defense', target: clampCheck(defense), roll: traceOf(d).roll, verdict: d.verdict }], traceOf(first).wills),
        );
      },
    );
  });
}

/** A character's trap: AGI or INT, then CON; failing both, a casualty, or 1D10 Vitality with the Vitality rules. */
function characterTrap(c: Crossing, side: FortuneSide, vitality: boolean): Program<TrapValue> {
  const { who } = c;
  const left = who.vitality - who.vitalityLost;
  return chain(trapCheck(c, c.attribute, side.points, side.will), (first) => {
    const checks = [recordOf(c, c.attribute, first)];
    const base: TrapState = { caught: false, vitalityLost: 0, points: first.rollerPoints, failed: first.failed };
    if (passes(first.verdict)) return safe(base, checks, traceOf(first).wills);
    return chain(trapCheck(c, 'con', first.rollerPoints, side.will), (con) => {
      const all = [...checks, recordOf(c, 'con', con)];
      const wills = [...traceOf(first).wills, ...traceOf(con).wills];
      const state: TrapState = { ...base, points: con.rollerPoints, failed: first.failed || con.failed };
      if (passes(con.verdict)) return safe(state, all, wills);
      if (!vitality) {
        return emit({ rule: RULE, summary: msg('step.trap-caught', { who: who.name }), result: msg('result.casualty') }, () => safe({ ...state, caught: true }, all, wills));
      }
      // With Vitality: 1D10 points lost instead of the casualty (never more than it has left).
      return roll({ die: 'd10', purpose: msg('purpose.trap-vitality', { who: who.name }) }, ([face]) => {
        const lost = Math.min(face, left);
        return emit(
          { rule: RULE, summary: msg('step.trap-vitality', { who: who.name }), rolls: [face], result: msg('result.vitality-lost', { lost, left: left - lost }) },
          () => safe({ ...state, caught: true, vitalityLost: lost }, all, wills),
        );
      });
    });
  });
}
