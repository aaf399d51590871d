import { Rule, RuleId } from './model';
import { Cover, MoveAction } from './requests';

/**
 * Every special rule the service models, each in one place: a handler keyed by rule id that hooks
 * into named stages. The attack pipeline (attack.ts) runs the stages in order over a draft of one
 * weapon group's attack; the movement, morale, melee and wound code read the other hooks. No rule
 * is tested for by name anywhere else.
 *
 * Attack stages, in order:
 * - `to-hit`: Quality and to-hit modifiers (Reliable, Thrust, Stealth, Indirect, Unstoppable);
 * - `natural-six`: what an unmodified 6 to hit adds (Rending, Surge, Furious, Relentless, Sergeant);
 * - `hits`: multiplying hits (Blast, after every other rule, as the document says);
 * - `defense`: AP and cover of the Defense roll (AP, Thrust, Blast, Indirect, Bane);
 * - `regeneration`: whether wounds may be regenerated (Regeneration; Bane, Rending, Unstoppable);
 * - `wounds`: what a wound does to the model it is assigned to (Deadly).
 */
export const STAGES = ['to-hit', 'natural-six', 'hits', 'defense', 'regeneration', 'wounds'] as const;
export type Stage = (typeof STAGES)[number];

export type StrikeKind = 'shot' | 'counter' | 'charge' | 'strike-back';

/** What the stages read about the attack. */
export interface Situation {
  readonly strike: StrikeKind;
  /** The attacking unit charged (this is its charge strike). */
  readonly charging: boolean;
  readonly distance: number | null;
  readonly moved: boolean;
  /** The target's cover (only against shooting: `none` in melee). */
  readonly cover: Cover;
  /** Models standing in the target when the attack starts (caps Blast). */
  readonly targetModels: number;
}

/** One weapon group's attack as the stages shape it. */
export interface AttackDraft {
  quality: number;
  /** To-hit modifiers with the rule that gave each. */
  readonly modifiers: { readonly rule: RuleId; readonly value: number }[];
  /** Negative to-hit modifiers are dropped (Unstoppable). */
  unstoppable: boolean;
  /** Only unmodified 6s hit (fatigue). */
  onlySixes: boolean;
  /** Rules whose unmodified 6s to hit add one plain hit each. */
  readonly extraOnSix: RuleId[];
  /** AP an unmodified 6 to hit gets (Rending's 4); 0 for none. */
  sixAp: number;
  ap: number;
  /** Each hit counts this many times (Blast, capped by the target's models). */
  blast: number;
  readonly ignoresCover: Set<Cover>;
  /** The target rerolls its unmodified Defense 6s. */
  bane: boolean;
  /** The target regenerates (Regeneration on every model)... */
  regenerates: boolean;
  /** ...unless one of these rules ignores it. */
  readonly ignoresRegeneration: RuleId[];
  /** Each wound is multiplied by this on the model it is assigned to (Deadly); 1 for none. */
  deadly: number;
}

/** True when the rule changed the draft (its step is reported). */
type Hook = (draft: AttackDraft, situation: Situation, rating: number) => boolean;

export interface RuleHandler {
  /** Whose rule it is in an attack: the attacking unit's (or weapon's) or the target's. */
  readonly side: 'attacker' | 'target';
  readonly attack?: Partial<Record<Stage, Hook>>;
  /** Impact(X): dice rolled per model after charging (not when fatigued). */
  readonly impactDice?: (rating: number) => number;
  /** Counter: the weapon strikes before the charger, and each model with it gives the charger this penalty on Impact rolls. */
  readonly counter?: { readonly impactPenalty: number };
  /** Fear(X): wounds counted for the melee's winner, per model with the rule still standing. */
  readonly fear?: (rating: number) => number;
  /** Tough(X): the last model rolls from X markers on, and is out of action on 5+X. */
  readonly tough?: (rating: number) => number;
  /** Fearless: a failed morale test passes on this roll or more. */
  readonly fearless?: number;
  /** The Standard: + this to morale tests. */
  readonly moraleBonus?: number;
  /** Movement: inches added to (or taken from) the move of an action. */
  readonly move?: (action: MoveAction) => number;
  /** Movement: only these actions are allowed. */
  readonly onlyActions?: readonly MoveAction[];
  /** Movement: what terrain does not do to this unit. */
  readonly ignoresTerrain?: 'difficult' | 'all';
}

const SHOOTING_FAR = 9;
const isShot = (s: Situation): boolean => s.strike === 'shot';
const far = (s: Situation): boolean => isShot(s) && s.distance !== null && s.distance > SHOOTING_FAR;

export const RULE_HANDLERS: Partial<Record<RuleId, RuleHandler>> = {
  ap: { side: 'attacker', attack: { defense: (d, _s, x) => ((d.ap += x), true) } },
  bane: {
    side: 'attacker',
    attack: {
      defense: (d) => ((d.bane = true), true),
      regeneration: (d) => (d.ignoresRegeneration.push('bane'), d.regenerates),
    },
  },
  blast: {
    side: 'attacker',
    attack: {
      hits: (d, s, x) => ((d.blast = Math.max(1, Math.min(x, s.targetModels))), true),
      defense: (d, s) => (d.ignoresCover.add('terrain').add('sight-blocker'), s.cover !== 'none'),
    },
  },
  counter: { side: 'attacker', counter: { impactPenalty: 1 } },
  deadly: { side: 'attacker', attack: { wounds: (d, _s, x) => ((d.deadly = x), x > 1) } },
  fear: { side: 'attacker', fear: (x) => x },
  fearless: { side: 'target', fearless: 4 },
  fast: { side: 'attacker', move: (a) => (a === 'advance' ? 2 : a === 'hold' ? 0 : 4) },
  slow: { side: 'attacker', move: (a) => (a === 'advance' ? -2 : a === 'hold' ? 0 : -4) },
  musician: { side: 'attacker', move: (a) => (a === 'hold' ? 0 : 1) },
  immobile: { side: 'attacker', onlyActions: ['hold'] },
  strider: { side: 'attacker', ignoresTerrain: 'difficult' },
  flying: { side: 'attacker', ignoresTerrain: 'all' },
  standard: { side: 'target', moraleBonus: 1 },
  furious: { side: 'attacker', attack: { 'natural-six': (d, s) => s.charging && (d.extraOnSix.push('furious'), true) } },
  impact: { side: 'attacker', impactDice: (x) => x },
  indirect: {
    side: 'attacker',
    attack: {
      'to-hit': (d, s) => isShot(s) && s.moved && (d.modifiers.push({ rule: 'indirect', value: -1 }), true),
      defense: (d, s) => (d.ignoresCover.add('sight-blocker'), s.cover === 'sight-blocker'),
    },
  },
  regeneration: { side: 'target', attack: { regeneration: (d) => ((d.regenerates = true), true) } },
  relentless: { side: 'attacker', attack: { 'natural-six': (d, s) => far(s) && (d.extraOnSix.push('relentless'), true) } },
  reliable: { side: 'attacker', attack: { 'to-hit': (d) => ((d.quality = 2), true) } },
  rending: {
    side: 'attacker',
    attack: {
      'natural-six': (d) => ((d.sixAp = 4), true),
      regeneration: (d) => (d.ignoresRegeneration.push('rending'), d.regenerates),
    },
  },
  sergeant: { side: 'attacker', attack: { 'natural-six': (d) => (d.extraOnSix.push('sergeant'), true) } },
  stealth: { side: 'target', attack: { 'to-hit': (d, s) => far(s) && (d.modifiers.push({ rule: 'stealth', value: -1 }), true) } },
  surge: { side: 'attacker', attack: { 'natural-six': (d) => (d.extraOnSix.push('surge'), true) } },
  thrust: {
    side: 'attacker',
    attack: {
      'to-hit': (d, s) => s.charging && (d.modifiers.push({ rule: 'thrust', value: 1 }), true),
      defense: (d, s) => s.charging && ((d.ap += 1), true),
    },
  },
  tough: { side: 'target', tough: (x) => x },
  unstoppable: {
    side: 'attacker',
    attack: {
      'to-hit': (d) => ((d.unstoppable = true), d.modifiers.some((m) => m.value < 0)),
      regeneration: (d) => (d.ignoresRegeneration.push('unstoppable'), d.regenerates),
    },
  },
};

/** A draft no rule has shaped yet. */
export const blankDraft = (base: { quality: number; onlySixes: boolean }): AttackDraft => ({
  quality: base.quality,
  modifiers: [],
  unstoppable: false,
  onlySixes: base.onlySixes,
  extraOnSix: [],
  sixAp: 0,
  ap: 0,
  blast: 1,
  ignoresCover: new Set(),
  bane: false,
  regenerates: false,
  ignoresRegeneration: [],
  deadly: 1,
});

/**
 * Runs the attack stages over a fresh draft: the attacker's rules (unit and weapon, in that order)
 * and the target's rules at each stage, in stage order. Returns the draft and, in order, the rules
 * that changed it (each becomes a step).
 */
export function shapeAttack(
  base: { quality: number; onlySixes: boolean },
  attackerRules: readonly Rule[],
  targetRules: readonly Rule[],
  situation: Situation,
): { draft: AttackDraft; applied: Rule[] } {
  const draft = blankDraft(base);
  const applied: Rule[] = [];
  for (const stage of STAGES) {
    for (const [side, rules] of [['attacker', attackerRules], ['target', targetRules]] as const) {
      for (const rule of rules) {
        const handler = RULE_HANDLERS[rule.id];
        const hook = handler?.side === side ? handler.attack?.[stage] : undefined;
        if (hook && hook(draft, situation, rule.rating ?? 1) && !applied.some((a) => a.id === rule.id)) applied.push(rule);
      }
    }
  }
  return { draft, applied };
}

/** The to-hit modifier that counts (Unstoppable drops the negative ones). */
export const toHitModifier = (d: AttackDraft): number =>
  d.modifiers.reduce((sum, m) => sum + (m.value < 0 && d.unstoppable ? 0 : m.value), 0);

export const regenerates = (d: AttackDraft): boolean => d.regenerates && d.ignoresRegeneration.length === 0;

/** The handler field of the first rule that has it. */
export function firstOf<K extends keyof RuleHandler>(rules: readonly Rule[], key: K): { rule: Rule; value: NonNullable<RuleHandler[K]> } | undefined {
  for (const r of rules) {
    const value = RULE_HANDLERS[r.id]?.[key];
    if (value !== undefined) return { rule: r, value: value as NonNullable<RuleHandler[K]> };
  }
  return undefined;
}

/** Tough(X) of a last model with these rules; 1 without Tough (rolls from the first marker, out on 6+). */
export const toughOf = (rules: readonly Rule[]): number => {
  const t = firstOf(rules, 'tough');
  return t ? t.value(t.rule.rating ?? 1) : 1;
};
