import { Dist } from '../core/dist';
import { violation } from '../core/errors';
import { add, distance, roundPoint, scale, sub, unit } from '../core/geometry';
import { emit, Program, pure, roll } from '../core/program';
import { msg, MsgParam, StepDraft } from '../core/types';
import { AeCatalog, EditionRules, INOCULATION_EFFECTS, tableLookup } from './model';
import { hasRule, inBaseContact, requireActionPoints, resolveModel } from './models';
import { ApTransferOutcome, InoculationOdds, InoculationOutcome, PsiPowerOutcome } from './outcomes';
import { ApTransferRequest, InoculationRequest, PsiPowerRequest } from './requests';

/** Wounds dealt by the syringe's worst result. */
const SYRINGE_WOUNDS = 2;
const MECHANIC_MAX_TRANSFER = 2;
const PUSH_INCHES = 1;
const CLOUDED_MINDS_ARMOR = 2;

export interface InoculationPlan {
  readonly program: Program<InoculationOutcome>;
  readonly rulings: readonly string[];
}

export function planInoculation(req: InoculationRequest, catalog: AeCatalog, rules: EditionRules): InoculationPlan {
  const doktor = resolveModel(req.doktor, 'doktor', catalog, rules);
  const target = resolveModel(req.target, 'target', catalog, rules);
  if (!hasRule(doktor, 'doktor')) throw violation('doktor', msg('error.not-doktor', { model: doktor.name }));
  requireActionPoints(doktor, 1, 'doktor');
  inBaseContact(doktor, target, req.inBaseContact, 'target.position');
  const rulings: string[] = ['ae-wwii/base-contact'];
  if (rules.inoculationTarget === 'friendly') {
    if (target.side === 'enemy') {
      throw violation('target.side', msg('error.inoculate-friendly', { edition: rules.edition }));
    }
    rulings.push('ae-wwii/es-inoculation-friendly');
  }
  const program = roll(
    { die: 'd6', purpose: msg('purpose.inoculation', { model: target.name }) },
    ([face]) => {
      const effect = tableLookup(rules.inoculation, face);
      const wounds = effect === 'two-wounds' ? Math.min(SYRINGE_WOUNDS, target.remaining) : 0;
      const removed = wounds >= target.remaining;
      const editionRuling = effect === 'berserker' ? rules.rulings.inoculation : undefined;
      const step: StepDraft = {
        rule: 'ae-wwii/special/inoculation',
        summary: msg('step.inoculation', { doktor: doktor.name, model: target.name }),
        rolls: [face],
        result: msg(`effect.${effect}`, { model: target.name }),
        rulings: editionRuling ? [editionRuling] : [],
      };
      return emit(step, () => pure({ roll: face, effect, woundsTaken: wounds, removed }));
    },
  );
  return { program, rulings };
}

export const inoculationKey = (o: InoculationOutcome): string => `${o.effect}|${o.woundsTaken}`;

export function inoculationOdds(dist: Dist<InoculationOutcome>): InoculationOdds {
  return {
    effects: INOCULATION_EFFECTS.map((effect) => ({ effect, p: dist.probability((o) => o.effect === effect) })).filter(
      (e) => e.p > 0,
    ),
    removed: dist.probability((o) => o.removed),
  };
}

export function resolveApTransfer(
  req: ApTransferRequest,
  catalog: AeCatalog,
  rules: EditionRules,
): { outcome: ApTransferOutcome; steps: StepDraft[]; rulings: string[] } {
  const mechanic = resolveModel(req.mechanic, 'mechanic', catalog, rules);
  const recipient = resolveModel(req.recipient, 'recipient', catalog, rules);
  if (!hasRule(mechanic, 'mechanic')) throw violation('mechanic', msg('error.not-mechanic', { model: mechanic.name }));
  if (recipient.unitId !== null && !recipient.unitId.endsWith('/buffalo')) {
    throw violation('recipient', msg('error.buffalo-only'));
  }
  if (req.actionPoints > MECHANIC_MAX_TRANSFER) throw violation('actionPoints', msg('error.transfer-max', { max: MECHANIC_MAX_TRANSFER }));
  requireActionPoints(mechanic, req.actionPoints, 'actionPoints');
  inBaseContact(mechanic, recipient, req.inBaseContact, 'recipient.position');
  const outcome = {
    transferred: req.actionPoints,
    recipientActionPoints: recipient.actionPoints + req.actionPoints,
    mechanicActionPointsLeft: mechanic.actionPoints - req.actionPoints,
  };
  const rulings = ['ae-wwii/mechanic-transfer', 'ae-wwii/base-contact'];
  return {
    outcome,
    steps: [
      {
        rule: 'ae-wwii/special/mechanic',
        summary: msg('step.ap-transfer', { mechanic: mechanic.name, ap: req.actionPoints, model: recipient.name }),
        result: msg('result.ap-transfer', { recipient: outcome.recipientActionPoints, left: outcome.mechanicActionPointsLeft }),
        rulings,
      },
    ],
    rulings,
  };
}

export function resolvePsiPower(
  req: PsiPowerRequest,
  catalog: AeCatalog,
  rules: EditionRules,
): { outcome: PsiPowerOutcome; steps: StepDraft[]; rulings: string[] } {
  const caster = resolveModel(req.caster, 'caster', catalog, rules);
  if (!hasRule(caster, 'psi-officer')) throw violation('caster', msg('error.not-psi-officer', { model: caster.name }));
  if (caster.psiPower !== null && caster.psiPower !== req.power) {
    throw violation('power', msg('error.one-power', { model: caster.name, power: msg(`power.${caster.psiPower}`) }));
  }
  const step = (outcome: PsiPowerOutcome, rulings: string[], params: Record<string, MsgParam>) => ({
    outcome,
    rulings,
    steps: [
      {
        rule: `ae-wwii/psi/${req.power}`,
        summary: msg(`step.psi.${req.power}`, { caster: caster.name, ...params }),
        result: msg(`result.psi.${req.power}`, params),
        rulings,
      },
    ],
  });
  if (req.power === 'clouded-minds') {
    return step({ power: req.power, actionPointsSpent: 0, armorBonus: CLOUDED_MINDS_ARMOR }, ['ae-wwii/clouded-minds'], {
      bonus: CLOUDED_MINDS_ARMOR,
    });
  }
  requireActionPoints(caster, 1, 'caster');
  if (!req.target) throw violation('target', msg('error.power-needs-target', { power: msg(`power.${req.power}`) }));
  const target = resolveModel(req.target, 'target', catalog, rules);
  if (req.power === 'mental-stun') {
    const left = Math.max(0, target.actionPoints - 1);
    return step({ power: req.power, actionPointsSpent: 1, targetActionPoints: left }, ['ae-wwii/mental-stun'], {
      model: target.name,
      ap: left,
    });
  }
  if (!target.position) throw violation('target.position', msg('error.push-needs-position'));
  if (!req.towards) throw violation('towards', msg('error.push-needs-towards'));
  if (distance(target.position, req.towards) === 0) throw violation('towards', msg('error.push-no-direction'));
  const position = roundPoint(add(target.position, scale(unit(sub(req.towards, target.position)), PUSH_INCHES)));
  return step({ power: req.power, actionPointsSpent: 1, position }, ['ae-wwii/psychic-push'], {
    model: target.name,
    inches: PUSH_INCHES,
    x: position.x,
    y: position.y,
  });
}
