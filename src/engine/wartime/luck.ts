import { LuckRule } from '../core/luck';
import { msg } from '../core/types';
import { CheckOdds, CheckOutcome, CheckVerdict } from './outcomes';

/*
 * How Wartime ranks its outcomes for `luck` (core/luck.ts), on a scale its odds already carry:
 * - check: the verdict, fumble < fail < pass < critical (`odds.fumble`, `odds.pass` with the
 *   criticals among them, `odds.critical`).
 * The other actions rank nothing yet (no luck).
 */

const VERDICT_RANK: Readonly<Record<CheckVerdict, number>> = { fumble: 0, fail: 1, pass: 2, critical: 3 };

export const checkLuck: LuckRule<CheckOutcome, CheckOdds> = {
  by: () => msg('luck.check'),
  // `pass` counts criticals too: a plain pass is the difference; a plain fail what the rest leave.
  distribution: (d) => [d.fumble, 1 - d.pass - d.fumble, d.pass - d.critical, d.critical],
  score: (o) => VERDICT_RANK[o.verdict],
};
