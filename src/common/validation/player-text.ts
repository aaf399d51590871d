import type { KeywordDefinition } from 'ajv';
import type { DataValidateFunction, DataValidationCxt } from 'ajv/dist/types';
import { PLAYER_TEXT, PLAYER_TEXT_MODES, PlayerTextMode, PlayerTextProblem, normalizePlayerText, playerTextPattern, playerTextProblem } from '../../engine/core/player-text';
import { ProblemText, problemMsg } from '../problem/messages';

/**
 * Names, labels and descriptions clients write are data, never markup or layout (the rules are in
 * src/engine/core/player-text.ts). One check, three places it runs:
 *
 * - `@PlayerText()` (decorators.ts) on a DTO field: the field's compiled schema carries the
 *   keyword `x-playerText`, so REST and GraphQL bodies refuse such a value with a 400 naming the
 *   field, and store or use it NFC-normalized and trimmed;
 * - the games' stored-profile schemas carry the same keyword on their names and descriptions
 *   (Wartime's are also its inline profiles'), checked the same way on every write;
 * - the published document has the equivalent `pattern` beside the keyword (`playerTextDoc`).
 *
 * Rows already stored are never refused for it: loading reads the keyword as an annotation.
 */

/** How an Ajv instance treats the keyword. */
export type PlayerTextBehaviour =
  /** Refuse bad text; rewrite accepted text in the data as stored (request bodies, profile writes). */
  | 'normalize'
  /** Refuse bad text, leave the data as it is (class-validator's view of a JSON Schema field). */
  | 'check'
  /** Accept anything (loading what is stored: nothing stored is lost to a rule added later). */
  | 'accept';

/** The Ajv error params of a refused text. */
export type PlayerTextParams = PlayerTextProblem & { readonly mode: PlayerTextMode };

/** Ajv's own English wording, for consumers that read `message` (profile errors). */
const ENGLISH: Readonly<Record<PlayerTextProblem['fault'], string>> = {
  empty: 'must not be empty',
  blank: 'must contain visible text, not only spaces',
  'line-break': 'must be one line',
  control: 'must not contain control characters',
  bidi: 'must not contain bidirectional control characters',
  invisible: 'must not contain invisible characters',
  surrogate: 'must be valid Unicode text (it has an unpaired surrogate)',
};

/** The keyword's definition for one Ajv instance. */
export function playerTextKeyword(behaviour: PlayerTextBehaviour): KeywordDefinition {
  const validate: DataValidateFunction = (mode: unknown, data: unknown, _parentSchema?: unknown, cxt?: DataValidationCxt) => {
    if (behaviour === 'accept' || typeof data !== 'string') return true;
    const m = mode as PlayerTextMode;
    const problem = playerTextProblem(data, m);
    if (problem) {
      const params: PlayerTextParams = { ...problem, mode: m };
      validate.errors = [{ keyword: PLAYER_TEXT, params, message: ENGLISH[problem.fault] }];
      return false;
    }
    if (behaviour === 'normalize' && cxt?.parentData !== undefined) {
      const normalized = normalizePlayerText(data, m);
      if (normalized !== data) (cxt.parentData as Record<string | number, unknown>)[cxt.parentDataProperty] = normalized;
    }
    return true;
  };
  return {
    keyword: PLAYER_TEXT,
    type: 'string',
    schemaType: 'string',
    metaSchema: { enum: [...PLAYER_TEXT_MODES] },
    modifying: behaviour === 'normalize',
    errors: true,
    validate,
  };
}

/** A schema node's published form: the keyword, and the pattern that says the same to any JSON Schema validator. */
export const playerTextDoc = (mode: PlayerTextMode): { readonly pattern: string; readonly [PLAYER_TEXT]: PlayerTextMode } => ({ pattern: playerTextPattern(mode), [PLAYER_TEXT]: mode });

/** Whether Ajv error params are a refused player text's. */
export const isPlayerTextParams = (params: unknown): params is PlayerTextParams =>
  typeof params === 'object' && params !== null && typeof (params as { fault?: unknown }).fault === 'string' && typeof (params as { mode?: unknown }).mode === 'string';

/** What is wrong, as a field message in the reply's language. */
export function playerTextMessage(p: PlayerTextProblem): ProblemText {
  const at = { char: p.char ?? '', position: p.position ?? 0 };
  switch (p.fault) {
    case 'empty':
      // The words of `minLength: 1`, so a field with both says it once.
      return problemMsg('validation.not-empty');
    case 'blank':
      return problemMsg('validation.text-blank');
    case 'line-break':
      return problemMsg('validation.text-line-break', at);
    case 'control':
      return problemMsg('validation.text-control', at);
    case 'bidi':
      return problemMsg('validation.text-bidi', at);
    case 'invisible':
      return problemMsg('validation.text-invisible', at);
    case 'surrogate':
      return problemMsg('validation.text-surrogate', at);
  }
}
