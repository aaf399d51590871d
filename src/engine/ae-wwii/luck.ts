import { LuckRule, passFail } from '../core/luck';
import { msg, verbatim } from '../core/types';
import { MeleePlan } from './melee';
import { InitiativeOdds, InitiativeOutcome, InoculationOdds, InoculationOutcome, MeleeOdds, MeleeOutcome, ShotOdds, ShotOutcome } from './outcomes';
import { InitiativeRequest } from './requests';
import { ShotPlan } from './shot';

/*
 * How AE-WWII ranks its outcomes for `luck` (core/luck.ts), each from the side that acts, on a
 * scale its odds already carry:
 * - shot: wounds on the target (`odds.wounds`); a shot at a point has no target, hence no luck;
 * - melee: wounds the attacker inflicts on the defender (`odds.defenderWounds`);
 * - initiative: the first side listed winning it (`odds.win[0]`), a yes or a no;
 * - inoculation: the inoculated model staying in play (`odds.removed`), a yes or a no.
 * Movement, AP transfer and psi powers roll no dice: no odds, no luck.
 */

export function shotLuck(plan: ShotPlan): LuckRule<ShotOutcome, ShotOdds> | undefined {
  if (plan.targetIndex < 0) return undefined;
  const target = plan.victims[plan.targetIndex].model.name;
  // Area and arc weapons count wounds on every model struck: the target's are its own line.
  const wounds = (o: ShotOutcome): number => (o.models ? (o.models.find((m) => m.index === -1)?.wounds ?? 0) : o.wounds);
  return {
    by: () => msg('luck.shot', { target }),
    distribution: (d) => d.wounds,
    score: (o) => wounds(o),
  };
}

export function meleeLuck(plan: MeleePlan): LuckRule<MeleeOutcome, MeleeOdds> {
  return {
    by: () => msg('luck.melee', { attacker: plan.attacker.name, defender: plan.defender.name }),
    distribution: (d) => d.defenderWounds,
    score: (o) => o.defenderWounds,
  };
}

export function initiativeLuck(req: InitiativeRequest): LuckRule<InitiativeOutcome, InitiativeOdds> {
  const first = req.sides[0].name;
  return {
    by: () => msg('luck.initiative', { side: verbatim(first) }),
    distribution: (d) => passFail(d.win[0].p),
    score: (o) => (o.winner === first ? 1 : 0),
  };
}

export function inoculationLuck(): LuckRule<InoculationOutcome, InoculationOdds> {
  return {
    by: () => msg('luck.inoculation'),
    distribution: (d) => passFail(1 - d.removed),
    score: (o) => (o.removed ? 0 : 1),
  };
}
