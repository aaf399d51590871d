import { RuleError, RuleErrorCode } from './errors';
import type { CatalogData } from './game';
import type { Msg, Text } from './types';

/*
 * "Did you mean ...": the ids closest to one a request named but the catalog lacks. Players type
 * names ("Wehrmacht", "M1 Garand", "paracaidista") where the API wants ids
 * (`german-geneticists/wehrmacht`, `m1-garand`), drop the faction, or misspell: each candidate is
 * compared through its id, its slug (the id after the faction) and its names in every language,
 * folded (case, accents and punctuation ignored), by edit distance. Pure: it reads only what the
 * engine already holds.
 */

/** An id a request could have meant, with the names players know it by. */
export interface Candidate {
  readonly id: string;
  readonly name?: Text;
}

/** Suggestions given at most. */
export const MAX_SUGGESTIONS = 3;
/** What is compared of a typed id: longer input says nothing more and would only cost time. */
const MAX_COMPARED = 64;

/** Lowercase, accents and everything but letters and digits removed: "Paracaídista" → "paracaidista". */
export function fold(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** Optimal string alignment distance: insertions, deletions, substitutions, adjacent swaps. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2] + 1);
      current.push(d);
    }
    before = previous;
    previous = current;
  }
  return previous[b.length];
}

/**
 * How far `typed` is from one form of a candidate, or undefined when too far to suggest. Up to a
 * third of the longer string may differ (at least one edit); one containing the other (at least
 * three characters: "garand" in "m1garand") counts as close, behind any near-exact match.
 */
function closeness(typed: string, form: string): number | undefined {
  if (form.length === 0) return undefined;
  const d = editDistance(typed, form);
  if (d <= Math.max(1, Math.floor(Math.max(typed.length, form.length) / 3))) return d;
  if (typed.length >= 3 && (form.includes(typed) || typed.includes(form))) return 1 + Math.abs(form.length - typed.length) / 100;
  return undefined;
}

/** `faction/slug` → [faction, slug]; an id without a faction has only a slug. */
const split = (id: string): [string | undefined, string] => {
  const slash = id.indexOf('/');
  return slash < 0 ? [undefined, id] : [id.slice(0, slash), id.slice(slash + 1)];
};

/**
 * How close `typed` is to a candidate: its slug against the candidate's slug and names (so a
 * faction left out, or a name typed for an id, still finds it), and, when both name a faction, a
 * small penalty when the factions differ (a unit of the right name in another faction is still
 * worth suggesting, after the ones in the faction typed). Without this split every id of a
 * faction would look alike through their long common prefix.
 */
function candidateScore(typed: string, c: Candidate): number | undefined {
  const [tFaction, tSlug] = split(typed);
  const [cFaction, cSlug] = split(c.id);
  const names = c.name ? [c.name.en, c.name.es, c.name.fr].filter((n): n is string => n !== undefined) : [];
  const t = fold(tSlug);
  if (t.length === 0) return undefined;
  let best: number | undefined;
  for (const form of [cSlug, ...names].map(fold)) {
    const s = closeness(t, form);
    if (s !== undefined && (best === undefined || s < best)) best = s;
  }
  if (best === undefined) return undefined;
  return tFaction !== undefined && cFaction !== undefined && fold(tFaction) !== fold(cFaction) ? best + 0.5 : best;
}

/**
 * The ids of `candidates` closest to `typed`, closest first (ties in the candidates' order), at
 * most `max`; empty when none is close. An exact match of a slug or a name (the faction left out,
 * a name typed for an id) comes first.
 */
export function closestIds(typed: string, candidates: Iterable<Candidate>, max: number = MAX_SUGGESTIONS): string[] {
  const t = typed.slice(0, MAX_COMPARED);
  const scored: { id: string; score: number; order: number }[] = [];
  let order = 0;
  for (const c of candidates) {
    const score = c.id === typed ? undefined : candidateScore(t, c);
    if (score !== undefined) scored.push({ id: c.id, score, order: order++ });
  }
  scored.sort((a, b) => a.score - b.score || a.order - b.order);
  return [...new Set(scored.map((s) => s.id))].slice(0, max);
}

/** The entries of one catalog kind as candidates (built-in and the caller's own, as loaded). */
export function kindCandidates(data: CatalogData, kind: string): Candidate[] {
  return [...(data.entries.get(kind)?.values() ?? [])].map((e) => ({ id: e.data.id, name: e.data.name }));
}

/**
 * A unit from the catalog uses only what its profile lists (the weapons it carries): an id it
 * does not list is a 422 rule violation naming `path`, whose suggestions are the ids it does list,
 * in its order. Each game words `message` (who, what, and what it has instead); an inline profile,
 * which lists nothing, is not checked by its caller.
 */
export function requireListed(path: string, id: string, listed: readonly string[], message: Msg): void {
  if (listed.includes(id)) return;
  throw RuleError.at(RuleErrorCode.RuleViolation, path, message, listed);
}
