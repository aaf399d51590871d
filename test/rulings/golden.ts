import { RuleError } from '../../src/engine/core/errors';
import { resolveAeWwii } from '../../src/engine/ae-wwii';
import { seedAeCatalog } from '../../src/games/ae-wwii/catalog/ae-wwii.seed';
import { AE_WWII_CASES } from '../games/ae-wwii/cases';

/**
 * The whole response (or the refusal) of every hand-worked ruling, in English, as committed in
 * golden/ae-wwii/<id>.json. The cases assert what the rules fix; the goldens pin everything else a
 * client sees (steps, texts, dice purposes), so a change to any of it shows up as a reviewed diff
 * of those files (`npm run goldens` rewrites them).
 */
export function goldenResponses(): Map<string, unknown> {
  const catalog = seedAeCatalog();
  const out = new Map<string, unknown>();
  for (const c of AE_WWII_CASES) {
    let body: unknown;
    try {
      body = resolveAeWwii(c.action, c.request as never, { catalog, lang: 'en', odds: true, freshSeed: () => 'golden' });
    } catch (e) {
      if (!(e instanceof RuleError)) throw e;
      body = { code: e.code, errors: e.errors };
    }
    out.set(c.id, body);
  }
  return out;
}

export const goldenText = (body: unknown): string => `${JSON.stringify(body, null, 2)}\n`;
