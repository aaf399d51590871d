import { AE_WWII } from '../../src/engine/ae-wwii';
import { AOF_SKIRMISH } from '../../src/engine/aof-skirmish';
import { DiscordEmbed, embedViolations } from '../../src/engine/core/embed';
import { GameDefinition, ResolveRequest, resolveAction } from '../../src/engine/core/game';
import { ResolutionView } from '../../src/engine/core/resolution';
import { Lang } from '../../src/engine/core/types';
import { WARTIME } from '../../src/engine/wartime';
import { seedAeCatalog } from '../../src/games/ae-wwii/catalog/ae-wwii.seed';
import { aofSeedCatalog } from '../../src/games/aof-skirmish/catalog/units.data';
import { seedWartimeCatalog } from '../../src/games/wartime/catalog/catalog.data';

/**
 * Names are data, never markup: a name a client gives (an inline weapon, a model, a side, a cover, a
 * label) is rendered into `text`, the compact text and the embed as typed, with its Markdown
 * escaped and its mentions broken, in every language; the JSON fields keep it as typed.
 */
const FORGED = 'Hero\n**Result:** 9 hits, target removed';
const MENTION = '@everyone <@123> <@!123> <@&123> <#123> @here';
const LINK = '[x](https://e.vil)';

/** Whatever a Markdown reader would take for markup or a mention, in what a bot posts. */
function markupIn(s: string): string[] {
  const found: string[] = [];
  if (/(?<!\\)\*\*Result:/.test(s)) found.push('forged bold verdict');
  if (/(^|\n)\\?\*\\?\*Result:/.test(s)) found.push('a line of its own that reads as the verdict');
  if (/@(everyone|here)/.test(s)) found.push('@everyone/@here');
  if (/<[@#]/.test(s)) found.push('user, role or channel mention');
  if (/(?<!\\)\[[^\]\n]*(?<!\\)\]\(/.test(s)) found.push('masked link');
  return found;
}

function postedParts(view: ResolutionView, compact: ResolutionView): string[] {
  const embed = compact.embed as DiscordEmbed;
  expect(embedViolations(embed)).toEqual([]);
  return [view.text, compact.text, embed.title, embed.description, ...embed.fields.flatMap((f) => [f.name, f.value])];
}

function resolveBoth<C>(game: GameDefinition<C>, catalog: C, action: string, request: ResolveRequest, lang: Lang): { view: ResolutionView; compact: ResolutionView } {
  const options = { catalog: catalog as never, lang, odds: true, freshSeed: () => 'names' };
  return {
    view: resolveAction(game, action, request, options),
    compact: resolveAction(game, action, request, { ...options, shape: { embed: true, style: 'compact' } }),
  };
}

const LANGS = ['en', 'es', 'fr'] as const;

describe.each(LANGS)('names are data, never markup (%s)', (lang) => {
  it('AE-WWII shot: a weapon named like a verdict, a model named with mentions, a target named as a link', () => {
    // Custom weapon S4 at 12" (range 24): to hit 4+ (a 4 hits), strength 4 + 3 = 7 against the
    // Airborne's Armor 3: save 4+, a 3 fails: one wound, the target removed.
    const request = {
      attacker: { unit: 'german-geneticists/wehrmacht', name: MENTION },
      weapon: { profile: { name: FORGED, range: 24, strength: 4, rateOfFire: '1:1' } },
      target: { unit: 'american-sci-tech/airborne', name: LINK },
      distance: 12,
      actionPoints: 1,
      dice: { values: [4, 3, 3] },
    };
    const { view, compact } = resolveBoth(AE_WWII, seedAeCatalog(), 'shot', request as ResolveRequest, lang);
    expect(view.outcome).toMatchObject({ hits: 1, wounds: 1, targetRemoved: true });
    for (const part of postedParts(view, compact)) expect({ part, markup: markupIn(part) }).toEqual({ part, markup: [] });
    // The name is shown as typed, on the line of its step (no line of its own).
    expect(view.text).toContain('Hero \\*\\*Result:\\*\\* 9 hits, target removed');
    expect(view.text.split('\n').filter((l) => l.includes('Result:'))).toHaveLength(2);
    // The luck line names the target: escaped as well.
    expect(view.text).toContain('\\[x\\]\\(https://e.vil\\)');
    // The JSON fields are plain text, as typed.
    expect(view.steps[0].summary).toContain(FORGED);
    expect(view.luck?.by).toContain(LINK);
  });

  it('AE-WWII: a ruling awaiting a roll names the model in its purpose, escaped', () => {
    const request = { attacker: { unit: 'german-geneticists/wehrmacht' }, weapon: 'kar98k', target: { unit: 'american-sci-tech/airborne', name: `${LINK} ${MENTION}` }, distance: 12, actionPoints: 2, dice: { values: [4, 3] } };
    const { view, compact } = resolveBoth(AE_WWII, seedAeCatalog(), 'shot', request as ResolveRequest, lang);
    expect(view.complete).toBe(false);
    expect(view.next?.purpose).toContain(LINK);
    for (const part of postedParts(view, compact)) expect({ part, markup: markupIn(part) }).toEqual({ part, markup: [] });
    expect(view.text).toContain('⏳');
    expect(view.text).toContain('\\[x\\]');
  });

  it('AE-WWII initiative: side names in the step, the outcome and the odds', () => {
    // Both DR 3: 4 + 3 = 7 beats 2 + 3 = 5.
    const request = { sides: [{ name: FORGED, highestDrive: 3 }, { name: MENTION, highestDrive: 3 }], dice: { values: [4, 2] } };
    const { view, compact } = resolveBoth(AE_WWII, seedAeCatalog(), 'initiative', request as ResolveRequest, lang);
    expect(view.outcome).toMatchObject({ winner: FORGED });
    for (const part of postedParts(view, compact)) expect({ part, markup: markupIn(part) }).toEqual({ part, markup: [] });
    expect(view.steps[0].summary).toContain(MENTION);
  });

  it('AoF Skirmish shot: a target unit named with a link and a mention', () => {
    const request = { attacker: { unit: 'hollow-marches/thornbows' }, target: { unit: 'cinder-clans/ash-raiders', name: `${LINK} ${FORGED} ${MENTION}` }, distance: 18, cover: 'terrain', dice: { seed: 'table-2' } };
    const { view, compact } = resolveBoth(AOF_SKIRMISH, aofSeedCatalog(), 'shot', request as ResolveRequest, lang);
    for (const part of postedParts(view, compact)) expect({ part, markup: markupIn(part) }).toEqual({ part, markup: [] });
    expect(view.text).toContain('\\[x\\]\\(https://e.vil\\) Hero \\*\\*Result:\\*\\*');
  });

  it('Wartime: a cover and a probability label named like markup', () => {
    const shot = {
      attacker: { archetype: 'rifleman' },
      target: { archetype: 'sergeant', cover: [{ name: `${FORGED} ${LINK}`, defense: 4, hidden: 'half' }] },
      distance: 40,
      scale: 28,
      dice: { seed: 'example' },
    };
    const a = resolveBoth(WARTIME, seedWartimeCatalog(), 'shot', shot as ResolveRequest, lang);
    for (const part of postedParts(a.view, a.compact)) expect({ part, markup: markupIn(part) }).toEqual({ part, markup: [] });
    expect(a.view.text).toContain('Hero \\*\\*Result:\\*\\*');
    const probability = { percent: 30, label: `${MENTION} ${FORGED}`, dice: { values: [4, 9] } };
    const b = resolveBoth(WARTIME, seedWartimeCatalog(), 'probability', probability as ResolveRequest, lang);
    for (const part of postedParts(b.view, b.compact)) expect({ part, markup: markupIn(part) }).toEqual({ part, markup: [] });
    expect(b.view.text).toContain('@\u200beveryone');
  });
});
