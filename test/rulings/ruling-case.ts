/** The AE-WWII resolve actions, the default `action` of a case. */
export type AeRulingAction = 'shot' | 'melee' | 'initiative' | 'movement' | 'inoculation' | 'ap-transfer' | 'psi-power';

/**
 * A hand-worked ruling, as data: a request body exactly as a client would POST it to
 * `POST /v1/{game}/resolve/{action}`, the arithmetic a player would do at the table, and what the
 * service must answer. See README.md in this folder for the conventions. `A` is the game's action
 * ids (AE-WWII's by default).
 */
export interface RulingCase<A extends string = AeRulingAction> {
  /** kebab-case, unique. */
  id: string;
  /** One line. */
  title: string;
  action: A;
  /** The JSON body exactly as a client would POST it. */
  request: Record<string, unknown>;
  /** The arithmetic, written out, e.g. "KAR98k 4 + d6(3) = 7 - Armor 3 = save 4+; rolled 3 < 4: wound". */
  arithmetic: string;
  expect: {
    status: 200 | 422;
    complete?: boolean;
    /** Deep-partial: only the fields asserted. */
    outcome?: Record<string, unknown>;
    /** Exact values to 4 decimals (compared with 1e-4 tolerance). */
    odds?: Record<string, number | number[]>;
    /** When complete is false. */
    next?: { die: string; count?: number; need?: string };
    /** When status is 422: the request path named, e.g. "actionPoints", "distance", "dice.values[4]". */
    errorPath?: string;
    /** How many dice values were consumed. */
    diceUsed?: number;
  };
}
