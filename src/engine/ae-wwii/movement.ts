import { violation } from '../core/errors';
import { StepDraft, msg } from '../core/types';
import { AeCatalog, EditionRules } from './model';
import { hasRule, requireActionPoints, resolveModel } from './models';
import { MovementOutcome } from './outcomes';
import { MovementRequest } from './requests';

/** Sprint and charge move up to this many times M (and never more in a turn). */
const SPRINT_MULTIPLIER = 3;

/** Inches a model may move in one activation. No dice: a pure function of the profile. */
export function resolveMovement(
  req: MovementRequest,
  catalog: AeCatalog,
  rules: EditionRules,
): { outcome: MovementOutcome; steps: StepDraft[]; rulings: string[] } {
  const model = resolveModel(req.model, 'model', catalog, rules);
  const m = model.profile.movement;
  // Ruling ae-wwii/difficult-ground: each AP in difficult ground moves ceil(M / 2).
  const perAp = req.difficultGround ? Math.ceil(m / 2) : m;
  const rulings = req.difficultGround ? ['ae-wwii/difficult-ground'] : [];
  if (req.mode === 'move') {
    const ap = req.actionPoints ?? model.actionPoints;
    requireActionPoints(model, ap, 'actionPoints');
    const inches = Math.min(ap * perAp, SPRINT_MULTIPLIER * m);
    return {
      outcome: { mode: 'move', actionPointsSpent: ap, inches },
      steps: [
        {
          rule: 'ae-wwii/movement/move',
          summary: msg(req.difficultGround ? 'step.move-difficult' : 'step.move', { model: model.name, m, ap, perAp }),
          result: msg('result.inches', { inches }),
          rulings,
        },
      ],
      rulings,
    };
  }
  if (req.actionPoints !== undefined && req.actionPoints !== model.actionPoints) {
    throw violation('actionPoints', msg('error.sprint-all-ap', { mode: msg(`mode.${req.mode}`), ap: model.actionPoints }));
  }
  requireActionPoints(model, model.actionPoints, 'actionPoints');
  const chuman = hasRule(model, 'chuman');
  if (req.difficultGround && !chuman) {
    throw violation('mode', msg('error.difficult-sprint', { mode: msg(`mode.${req.mode}`) }));
  }
  if (chuman && req.difficultGround) rulings.push('ae-wwii/chuman-sprint');
  const inches = SPRINT_MULTIPLIER * perAp;
  return {
    outcome: { mode: req.mode, actionPointsSpent: model.actionPoints, inches },
    steps: [
      {
        rule: `ae-wwii/movement/${req.mode}`,
        summary: msg(req.difficultGround ? 'step.sprint-difficult' : 'step.sprint', { model: model.name, m, perAp, mode: req.mode }),
        result: msg('result.inches', { inches }),
        rulings,
      },
    ],
    rulings,
  };
}
