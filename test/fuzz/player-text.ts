import fc from 'fast-check';
import { PlayerTextMode, playerTextProblem } from '../../src/engine/core/player-text';

/**
 * Names and labels a client may write: any string fast-check draws (`constraints`, so every
 * script, astral characters, spaces around) that the service accepts as player text
 * (src/engine/core/player-text.ts). A body the rules allow never carries a control, bidi or
 * invisible character in a name, nor a name of spaces only.
 */
export const playerText = (constraints: fc.StringConstraints, mode: PlayerTextMode = 'line'): fc.Arbitrary<string> =>
  fc.string(constraints).filter((s) => playerTextProblem(s, mode) === undefined);
