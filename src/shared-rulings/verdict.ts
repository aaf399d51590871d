import { createHash } from 'node:crypto';
import type { ResolutionView } from '../engine/core/resolution';
import { canonicalJson } from './pins';

/**
 * What a ruling decided, as a digest: whether it is complete, its outcome, the roll it waits for,
 * and each die it used (kind and value), in the language it was made in (outcomes carry names).
 * A replay that gives another digest is not the ruling that was shared: its rules changed since.
 * Wording is left out on purpose (steps, text, odds), so that a release that rewords or regroups
 * them still serves the rulings shared before it; what was ruled it may not change.
 */
export function verdictOf(view: ResolutionView): string {
  const decided = {
    complete: view.complete,
    outcome: view.outcome,
    next: view.next ? { die: view.next.die, count: view.next.count } : undefined,
    dice: view.dice.used.map((d) => [d.die, d.value]),
  };
  return createHash('sha256').update(canonicalJson(decided)).digest('base64url');
}
