/** The AE-WWII resolve actions (the default game of a case, for the files written before others). */
export type AeRulingAction = 'shot' | 'melee' | 'initiative' | 'movement' | 'inoculation' | 'ap-transfer' | 'psi-power';

/**
 * A hand-worked ruling, as data: a request body exactly as a client would POST it to
 * `POST /v1/{game}/resolve/{action}`, the arithmetic a player would do at the table, and what the
 * service must answer. See README.md in this folder for the conventions.
 *
 * `A` is the game's action ids and `R` the request body's type; a game whose request interfaces
 * are typed per action can bind them (see test/games/aof-skirmish/cases.ts), AE-WWII keeps plain records.
 */
export interface RulingCase<A extends string = AeRulingAction, R = Record<string, unknown>> {
  /** kebab-case, unique. */
  id: string;
  /** One line. */
  title: string;
  action: A;
  /** The JSON body exactly as a client would POST it. */
  request: R;
  /** The arithmetic, written out, e.g. "KAR98k 4 + d6(3) = 7 - Armor 3 = save 4+; rolled 3 < 4: wound". */
  arithmetic: string;
  expect: {
    status: 200 | 422;
    complete?: boolean;
    /** Deep-partial: only the fields asserted. */
    outcome?: Record<string, unknown>;
    /** Exact values to 4 decimals (compared with 1e-4 tolerance); a key may be a dotted path into nested odds (`winner.attacker`, `units.0.passed`). */
    odds?: Record<string, number | number[]>;
    /** When complete is false. */
    next?: { die: string; count?: number; need?: string };
    /** When status is 422: the request path named, e.g. "actionPoints", "distance", "dice.values[4]". */
    errorPath?: string;
    /** How many dice values were consumed. */
    diceUsed?: number;
  };
}
