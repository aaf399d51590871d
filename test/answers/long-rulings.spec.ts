import { AE_WWII } from '../../src/engine/ae-wwii';
import { AE_LIMITS } from '../../src/engine/ae-wwii/limits';
import { DiscordEmbed, EMBED_LIMITS, embedViolations } from '../../src/engine/core/embed';
import { ResolveRequest, resolveAction } from '../../src/engine/core/game';
import { TEXT_LIMIT, TEXT_PIECE } from '../../src/engine/core/render';
import { STEP_LINES } from '../../src/engine/core/step-lines';
import { seedAeCatalog } from '../../src/games/ae-wwii/catalog/ae-wwii.seed';

/**
 * The longest rulings read as a player would tell them: the AE-WWII Tesla arc over every model the
 * caps allow, each Impervious, every name 60 characters long (8 arcs x 50 models: 400 strength
 * rolls, 400 saves, an Impervious roll per wound). `steps` keeps every step; `text` and the
 * embed group them by rule and model within their bounds, in every language.
 */
const name = (s: string) => s.padEnd(60, '·');
const brute = { name: name('Brute'), movement: 4, rangedCombat: 4, closeCombat: 4, armor: 1, strength: 4, drive: 4, wounds: 20, training: 'elite' };
const ARC = {
  attacker: { profile: brute, name: name('Attacker'), position: { x: 0, y: 0 }, actionPointsBonus: 4 },
  weapon: { profile: { name: name('Tesla'), range: 8, strength: 9, rateOfFire: '1:1', arc: 8 } },
  aim: { x: 8, y: 0 },
  models: Array.from({ length: AE_LIMITS.models }, (_, i) => ({ profile: brute, name: name(`Model ${i}`), impervious: 4, position: { x: (i % 10) * 0.8, y: (Math.floor(i / 10) - 2) * 0.3 } })),
  actionPoints: 8,
  dice: { seed: 'long' },
};
const catalog = seedAeCatalog();
const MORE = { en: /^… and (\d+) more steps$/, es: /^… y (\d+) pasos más$/, fr: /^… et (\d+) étapes de plus$/ };

describe.each(['en', 'es', 'fr'] as const)('the longest AE-WWII ruling (%s)', (lang) => {
  const view = resolveAction(AE_WWII, 'shot', ARC as unknown as ResolveRequest, { catalog, lang, odds: false, freshSeed: () => 'x', shape: { embed: true } });
  const embed = view.embed as DiscordEmbed;

  it('keeps every step in `steps`', () => {
    // 8 shots x 50 models: a strength roll and a save each (S 9 + d6 against Armor 1 always
    // wounds), then an Impervious roll per wound: 2 + 800 + 400 steps.
    expect(view.steps.filter((s) => s.rule === 'ae-wwii/shooting/strength')).toHaveLength(400);
    expect(view.steps.filter((s) => s.rule === 'ae-wwii/shooting/armor-save')).toHaveLength(400);
    expect(view.steps).toHaveLength(1202);
  });

  it('groups `text` by rule and model within 2,000 characters, saying how many steps it leaves out', () => {
    expect(view.text.length).toBeLessThanOrEqual(TEXT_LIMIT);
    const lines = view.text.split('\n');
    const steps = lines.filter((l) => /^\d+\\\. /.test(l));
    const more = lines.filter((l) => l.startsWith('…'));
    expect(more).toHaveLength(1);
    // The shown lines and the steps left out account for all 1,202 steps.
    const shown = steps.reduce((n, l) => n + Number(/ ×(\d+)(?= 🎲| →)/.exec(l)?.[1] ?? 1), 0);
    expect(shown + Number(MORE[lang].exec(more[0])?.[1])).toBe(1202);
    // The 400 strength rolls of the weapon are one line, their dice counted by face.
    expect(steps.find((l) => / ×400 🎲 (\d+×\d, ){5}\d+×\d → /.test(l))).toBeDefined();
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(2 * STEP_LINES.piece + 2 * TEXT_PIECE);
    expect(view.text).not.toContain('`steps`');
  });

  it('fits the embed in Discord, with more of the groups than the text', () => {
    expect(embedViolations(embed)).toEqual([]);
    const total = embed.title.length + embed.description.length + embed.fields.reduce((n, f) => n + f.name.length + f.value.length, 0) + (embed.footer?.text.length ?? 0);
    expect(total).toBeLessThanOrEqual(EMBED_LIMITS.total);
    const inText = view.text.split('\n').filter((l) => /^\d+\\\. /.test(l)).length;
    expect(embed.description.split('\n').filter((l) => /^\d+\\\. /.test(l)).length).toBeGreaterThan(inText);
    expect(embed.description.split('\n').filter((l) => MORE[lang].test(l))).toHaveLength(1);
  });
});
