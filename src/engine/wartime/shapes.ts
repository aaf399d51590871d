import { RuleError, RuleErrorCode, RuleErrorDetail } from '../core/errors';
import { msg } from '../core/types';
import type { Target, WillTrigger } from './requests';

/*
 * The request shapes whose variants share one object (a target is a character, a transport or
 * scenery by its `kind`; a Will trigger by its `type`). A transport whose schema cannot say
 * "these fields, for this variant" (the Nest side declares one class with every variant's fields,
 * which GraphQL inputs need) gets a field of another variant, or lacks the one its variant needs:
 * refused here, naming the field, instead of being ignored or reaching a rule that expects it.
 */

const FIGHTER = ['kind', 'archetype', 'profile', 'name', 'vitalityLost', 'fortune', 'will', 'energy', 'position', 'fortunePlan', 'formation', 'fiveToOneFailed', 'cover', 'weapon', 'defenceless', 'distance'];
const TARGET_FIELDS: Readonly<Record<'character' | 'transport' | 'scenery', { readonly allowed: readonly string[]; readonly required: readonly string[] }>> = {
  character: { allowed: FIGHTER, required: [] },
  transport: { allowed: ['kind', 'transport', 'name', 'position', 'cover', 'crew', 'pilot', 'weapon', 'distance'], required: ['transport'] },
  scenery: { allowed: ['kind', 'zone', 'element', 'name', 'position', 'cover', 'distance'], required: ['zone'] },
};

const TRIGGER_FIELDS: Readonly<Record<WillTrigger['type'], readonly string[]>> = {
  bonus: ['name'],
  losses: ['before', 'lost'],
  fortune: ['recoverVitality'],
  'five-to-one': ['enemies', 'allies'],
  cowed: ['source'],
};
const TRIGGER_REQUIRED: Readonly<Record<WillTrigger['type'], readonly string[]>> = { bonus: [], losses: ['before', 'lost'], fortune: [], 'five-to-one': ['enemies', 'allies'], cowed: [] };

function fieldErrors(value: object, path: string, allowed: readonly string[], required: readonly string[], variant: string): RuleErrorDetail[] {
  const present = Object.keys(value).filter((k) => (value as Record<string, unknown>)[k] !== undefined);
  return [
    ...required.filter((k) => !present.includes(k)).map((k) => ({ path: `${path}.${k}`, message: msg('error.variant-needs', { variant, field: k }) })),
    ...present.filter((k) => !allowed.includes(k)).map((k) => ({ path: `${path}.${k}`, message: msg('error.variant-field', { variant, field: k }) })),
  ];
}

/** Throws when `t` carries a field of another kind of target, or lacks its kind's own. */
export function checkTargetShape(t: Target, path: string): void {
  const kind = t.kind ?? 'character';
  const fields = TARGET_FIELDS[kind];
  if (!fields) return;
  const errors = fieldErrors(t, path, fields.allowed, fields.required, kind);
  if (errors.length > 0) throw new RuleError(RuleErrorCode.RuleViolation, errors);
}

/** Throws when a Will trigger carries another type's fields, or lacks its own. */
export function checkTriggerShape(trigger: WillTrigger, path: string): void {
  const allowed = TRIGGER_FIELDS[trigger.type];
  if (!allowed) return;
  const errors = fieldErrors(trigger, path, ['type', ...allowed], TRIGGER_REQUIRED[trigger.type], trigger.type);
  if (errors.length > 0) throw new RuleError(RuleErrorCode.RuleViolation, errors);
}
