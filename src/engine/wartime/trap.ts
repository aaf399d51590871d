import { ActionPlan } from '../core/game';
import { violation } from '../core/errors';
import { chain, emit, odds, Program, pure, roll } from '../core/program';
import { traced, Traced, traceOf } from '../core/state';
import { msg } from '../core/types';
import { Facing } from './archetypes';
import { fortuneSide } from './basic';
import { Character, resolveCharacter, resolveTransport, resolveZone, standingModifiers } from './characters';
import { checkAffordable, CheckValue, formula, fortuneArg, NO_FORTUNE, passes, runCheck, situationModifiers, situationRulings, sumOf } from './checks';
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
  const plan = fortuneArg(req.fortune);
  checkAffordable(req.fortune, who.fortune, 'fortune');
  const check = (attr: 'agi' | 'int' | 'con', points: number, will: number): Program<CheckValue> => {
    const raw = who.attributes[attr] + sumOf(mods);
    return runCheck(
      { target: raw, auto: null, instead: plan.instead, reroll: plan.reroll, roller: { points, will }, acting: true, cancel: false, opponent: NO_FORTUNE },
      {
        rule: 'wartime/zones/traps',
        summary: formula(msg('formula.base', { check: msg('check.attribute', { attribute: msg(`attribute.${attr}`) }), value: who.attributes[attr] }), mods, raw),
        purpose: msg('purpose.trap', { who: who.name, attribute: msg(`attribute.${attr}`) }),
        roller: who.name,
        opponent: who.name,
      },
    );
  };
  const record = (what: Check['what'], raw: number, v: CheckValue): Check => ({ what, target: clampCheck(raw), roll: traceOf(v).roll, verdict: v.verdict });
  const side = fortuneSide(who);
  const safe = (state: TrapState, checks: Check[], wills: readonly WillResult[]) => pure(traced(state, { checks, wills }));
  const raw = (attr: 'agi' | 'int' | 'con') => who.attributes[attr] + sumOf(mods);

  let facing: Facing | undefined;
  let program: Program<TrapValue>;
  if (req.transport) {
    const transport = resolveTransport(req.transport.transport, 'transport.transport', catalog);
    facing = typeof transport.defense === 'number' ? undefined : (req.transport.facing ?? 'front');
    const defense = typeof transport.defense === 'number' ? transport.defense : transport.defense[facing as Facing];
    if (typeof transport.defense !== 'number') rulings.push('wartime/trap-transport-defense');
    program = chain(check(attribute, side.points, side.will), (first) => {
      const checks = [record(attribute, raw(attribute), first)];
      const state: TrapState = { caught: false, vitalityLost: 0, points: first.rollerPoints, failed: first.failed };
      if (passes(first.verdict)) return safe(state, checks, traceOf(first).wills);
      // The transport's Defense check: not an attribute check, so no CH ATR modifiers.
      return chain(
        runCheck(
          { target: defense, auto: null, instead: null, reroll: false, roller: NO_FORTUNE, acting: false, cancel: false, opponent: NO_FORTUNE },
          {
            rule: 'wartime/zones/traps',
            summary: msg('formula.base', { check: msg('check.defense'), value: defense }),
            purpose: msg('purpose.trap-defense', { who: transport.name }),
            roller: transport.name,
            opponent: transport.name,
          },
        ),
        (d) => {
          const caught = !passes(d.verdict);
          return emit({ rule: 'wartime/zones/traps', summary: msg('step.trap-transport', { who: transport.name }), result: msg(caught ? 'result.immobilised' : 'result.trap-escaped') }, () =>
            safe({ ...state, caught }, [...checks, { what: 'defense', target: clampCheck(defense), roll: traceOf(d).roll, verdict: d.verdict }], traceOf(first).wills),
          );
        },
      );
    });
  } else {
    const left = who.vitality - who.vitalityLost;
    program = chain(check(attribute, side.points, side.will), (first) => {
      const checks = [record(attribute, raw(attribute), first)];
      const base: TrapState = { caught: false, vitalityLost: 0, points: first.rollerPoints, failed: first.failed };
      if (passes(first.verdict)) return safe(base, checks, traceOf(first).wills);
      return chain(check('con', first.rollerPoints, side.will), (con) => {
        const all = [...checks, record('con', raw('con'), con)];
        const wills = [...traceOf(first).wills, ...traceOf(con).wills];
        const state: TrapState = { ...base, points: con.rollerPoints, failed: first.failed || con.failed };
        if (passes(con.verdict)) return safe(state, all, wills);
        if (!vitality) {
          return emit({ rule: 'wartime/zones/traps', summary: msg('step.trap-caught', { who: who.name }), result: msg('result.casualty') }, () => safe({ ...state, caught: true }, all, wills));
        }
        // With Vitality: 1D10 points lost instead of the casualty (never more than it has left).
        return roll({ die: 'd10', purpose: msg('purpose.trap-vitality', { who: who.name }) }, ([face]) => {
          const lost = Math.min(face, left);
          return emit(
            { rule: 'wartime/zones/traps', summary: msg('step.trap-vitality', { who: who.name }), rolls: [face], result: msg('result.vitality-lost', { lost, left: left - lost }) },
            () => safe({ ...state, caught: true, vitalityLost: lost }, all, wills),
          );
        });
      });
    });
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


