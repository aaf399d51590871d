import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../../src/app.factory';
import { loadConfig } from '../../src/config/app-config';
import { DiscordEmbed, EMBED_LIMITS, embedViolations, fitEmbed } from '../../src/engine/core/embed';
import { percentiles } from '../../src/engine/core/luck';
import { GAMES } from '../../src/games';
import { call, gql } from '../auth/support';
import { fuzzSeed } from '../support/seed';

/**
 * Answers shaped for their readers, over HTTP (the games' seeded catalogs, no database): `luck`
 * with its arithmetic worked by hand for one action of each game, the Discord `embed` within
 * Discord's limits on every action (documented examples on fuzzed seeds and the games' heaviest
 * requests) in each language, REST and GraphQL, and `?style=compact`.
 */

type Json = Record<string, unknown>;
interface Luck {
  readonly by: string;
  readonly score: number;
  readonly below: number;
  readonly equal: number;
  readonly above: number;
}

let app: NestFastifyApplication;
beforeAll(async () => {
  app = await createApp({ config: loadConfig({ NODE_ENV: 'test' }), withoutDatabase: { seeded: true, databaseUp: true }, logs: false, docs: false });
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
});
afterAll(() => app?.close());

const post = async (path: string, body: unknown): Promise<Json> => {
  const res = await call(app, 'POST', path, body);
  if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
  return res.json<Json>();
};

describe('luck', () => {
  it('percentiles split a histogram below, at and above a score', () => {
    // Wounds 0, 1, 2 with 1/2, 1/3, 1/6: a result of 1 beats 1/2, ties 1/3, is beaten by 1/6.
    expect(percentiles([1 / 2, 1 / 3, 1 / 6], 1)).toEqual({ below: 0.5, equal: 0.333333333333, above: 0.166666666667 });
    expect(percentiles([1 / 2, 1 / 3, 1 / 6], 0)).toEqual({ below: 0, equal: 0.5, above: 0.5 });
  });

  it('AE-WWII shot: wounds on the target', async () => {
    // KAR98k at 12": hit on 4+ (1/2). Strength 4 + d6 against Armor 3 leaves a save on (d6 + 1)+,
    // failed by a roll under it: P(wound | hit) = (1 + 2 + 3 + 4 + 5 + 6) / 36 = 21/36 = 7/12.
    // P(1 wound) = 1/2 x 7/12 = 7/24 = 0.291666666667; P(0) = 17/24 = 0.708333333333.
    const body = { attacker: { unit: 'german-geneticists/wehrmacht' }, weapon: 'kar98k', target: { unit: 'american-sci-tech/airborne' }, distance: 12, actionPoints: 2 };
    const wounded = await post('/v1/ae-wwii/resolve/shot', { ...body, dice: { values: [4, 3, 3] } });
    expect(wounded.luck).toEqual({ by: 'wounds on Airborne', score: 1, below: 0.708333333333, equal: 0.291666666667, above: 0 });
    expect(wounded.text).toContain('**Luck:** wounds on Airborne: better than 70.8% of outcomes, as good as 29.2%, worse than 0.0%');
    const missed = await post('/v1/ae-wwii/resolve/shot?lang=es', { ...body, dice: { values: [1] } });
    expect(missed.luck).toEqual({ by: 'heridas a Paracaidista', score: 0, below: 0, equal: 0.708333333333, above: 0.291666666667 });
    // No odds, no luck; an incomplete ruling has none either.
    expect((await post('/v1/ae-wwii/resolve/shot?odds=false', { ...body, dice: { values: [1] } })).luck).toBeUndefined();
    expect((await post('/v1/ae-wwii/resolve/shot', { ...body, dice: { values: [4] } })).luck).toBeUndefined();
  });

  it('AoF Skirmish quality test: passing', async () => {
    // Quality 4+ with -1: needs 5+, P(pass) = 2/6 = 1/3. A pass beats the 2/3 of fails.
    const passed = await post('/v1/aof-skirmish/resolve/quality-test?lang=fr', { quality: 4, modifier: -1, dice: { values: [5] } });
    expect(passed.luck).toEqual({ by: 'réussite', score: 1, below: 0.666666666667, equal: 0.333333333333, above: 0 });
    const failed = await post('/v1/aof-skirmish/resolve/quality-test', { quality: 4, modifier: -1, dice: { values: [4] } });
    expect(failed.luck).toMatchObject({ score: 0, below: 0, equal: 0.666666666667, above: 0.333333333333 });
  });

  it('Wartime check: the verdict, fumble < fail < pass < critical', async () => {
    // d10 at or under the target: 1 critical, 10 fumble. Value 6 (no modifiers): critical 1/10,
    // plain pass 2..6 = 5/10, fail 7..9 = 3/10, fumble 1/10. A plain pass (a 4) beats fumble and
    // fail (4/10), ties 5/10, is beaten by the critical (1/10).
    const body = { attribute: 'agi', character: { archetype: 'rifleman' } };
    const res = await call(app, 'POST', '/v1/wartime/resolve/check', { ...body, dice: { values: [4] } });
    if (res.statusCode !== 200) throw new Error(res.body);
    const view = res.json<{ luck: Luck; outcome: { target: number; verdict: string } }>();
    expect(view.outcome).toMatchObject({ target: 6, verdict: 'pass' });
    expect(view.luck).toMatchObject({ score: 2, below: 0.4, equal: 0.5, above: 0.1 });
  });
});

describe('embed', () => {
  const seed = fuzzSeed(1010, 'embed limits');

  it('cuts every part to its limit with a marker and drops middle steps to fit 6,000 in all', () => {
    const t = (m: unknown): string => (typeof m === 'string' ? m : JSON.stringify(m));
    const huge: DiscordEmbed = {
      title: 'T'.repeat(300),
      description: '',
      color: 0,
      fields: Array.from({ length: 30 }, (_, i) => ({ name: `n${i}`.repeat(200), value: '🎲'.repeat(600), inline: false })),
      footer: { text: 'f'.repeat(3000) },
    };
    const lines = Array.from({ length: 500 }, (_, i) => `${i + 1}. step ${'x'.repeat(50)}`);
    const fitted = fitEmbed(huge, lines, t);
    expect(embedViolations(fitted)).toEqual([]);
    expect(fitted.title).toHaveLength(EMBED_LIMITS.title);
    expect(fitted.title.endsWith('…')).toBe(true);
    // 25 fields of 1,024 cannot fit in 6,000: the footer went first, then the last fields.
    expect(fitted.footer).toBeUndefined();
    expect(fitted.fields.length).toBeLessThan(25);
    // A cut never splits the die emoji's surrogate pair.
    for (const f of fitted.fields) expect(f.value).toMatch(/^(🎲)*…$/u);
    // Short fields: only the count is cut, to 25.
    const many = fitEmbed({ ...huge, title: 'T', footer: undefined, fields: huge.fields.map((f, i) => ({ ...f, name: `n${i}`, value: 'v' })) }, lines, t);
    expect(many.fields).toHaveLength(25);
    expect(many.description).toContain('more-steps');
    expect(embedViolations(many)).toEqual([]);
  });

  // The biggest rulings each game's caps allow, and every action's example on fixed fuzzed seeds.
  const requests = GAMES.flatMap((g) => [
    ...(g.definition.worstCases ?? []).map((w) => [g.definition.id, w.action, w.request, false] as const),
    ...Object.entries(g.actions).flatMap(([action, a]) =>
      Array.from({ length: 3 }, (_, i) => [g.definition.id, action, { ...a.example, dice: a.example.dice === undefined ? undefined : { seed: `embed-${seed}-${i}` } }, true] as const),
    ),
  ]);

  it.each(['en', 'es', 'fr'])('every action, biggest rulings included, fits Discord in %s (REST)', async (lang) => {
    let heaviest = 0;
    for (const [game, action, body, example] of requests) {
      const res = await call(app, 'POST', `/v1/${game}/resolve/${action}?embed=true&lang=${lang}`, body);
      // Every example resolves; a worst case may name what only a custom catalog has.
      if (example) expect({ game, action, status: res.statusCode }).toEqual({ game, action, status: 200 });
      if (res.statusCode !== 200) continue;
      heaviest = Math.max(heaviest, res.body.length);
      const view = res.json<{ embed: DiscordEmbed; text: string; complete: boolean }>();
      expect({ game, action, violations: embedViolations(view.embed) }).toEqual({ game, action, violations: [] });
      // The text too stays within one Discord message, however long the ruling.
      expect({ game, action, text: view.text.length }).toEqual({ game, action, text: Math.min(view.text.length, 2000) });
      expect(view.embed.fields.length).toBeGreaterThan(0);
    }
    // The heaviest rulings were resolved (their JSON runs far beyond one embed).
    expect(heaviest).toBeGreaterThan(EMBED_LIMITS.total);
  });

  it('in each language, REST and GraphQL alike; compact text is one line', async () => {
    const body = { attacker: { unit: 'german-geneticists/wehrmacht' }, weapon: 'kar98k', target: { unit: 'american-sci-tech/airborne' }, distance: 20, actionPoints: 2, dice: { seed: 'bench' } };
    const titles = { en: 'AE-WWII · shot (English edition)', es: 'AE-WWII · disparo (Edición inglesa)', fr: 'AE-WWII · tir (Édition anglaise)' };
    const names = { en: ['Outcome', 'Odds', 'Luck'], es: ['Resultado', 'Probabilidades', 'Suerte'], fr: ['Résultat', 'Probabilités', 'Chance'] };
    for (const lang of ['en', 'es', 'fr'] as const) {
      const rest = await post(`/v1/ae-wwii/resolve/shot?embed=true&style=compact&lang=${lang}`, body);
      const embed = rest.embed as DiscordEmbed;
      expect(embed.title).toBe(titles[lang]);
      expect(embed.fields.map((f) => f.name)).toEqual(names[lang]);
      expect(embed.color).toBe(0x2e7d32);
      expect(String(rest.text).split('\n')).toHaveLength(1);
      expect(rest.text).toBe(`**${titles[lang]}**${lang === 'fr' ? '\u202f' : ''}: ${embed.fields[0].value}`);
      const graphql = await gql(
        app,
        `{ aeWwiiShot(input: {attacker: {unit: "german-geneticists/wehrmacht"}, weapon: "kar98k", target: {unit: "american-sci-tech/airborne"}, distance: 20, actionPoints: 2, dice: {seed: "bench"}}, lang: ${lang}, style: COMPACT) { text embed { title description color fields { name value inline } footer { text } } luck { by score below equal above } } }`,
      );
      expect(graphql.errors).toBeUndefined();
      expect(graphql.data?.aeWwiiShot).toEqual({ text: rest.text, embed: rest.embed, luck: rest.luck });
    }
    // A query answered again is answered compiled (graphql-jit): the embed is still seen as selected.
    const again = `query Q { ...F } fragment F on Query { aeWwiiShot(input: {attacker: {unit: "german-geneticists/wehrmacht"}, weapon: "kar98k", target: {unit: "american-sci-tech/airborne"}, distance: 20, actionPoints: 2, dice: {seed: "bench"}}) { ... on AeWwiiShotResolution { embed { title } } } }`;
    const answers = [await gql(app, again), await gql(app, again), await gql(app, again)];
    for (const a of answers) expect(a.data).toEqual({ aeWwiiShot: { embed: { title: titles.en } } });
    // Not asked, not computed: no embed, the full text.
    const plain = await post('/v1/ae-wwii/resolve/shot', body);
    expect(plain.embed).toBeUndefined();
    expect(String(plain.text).split('\n').length).toBeGreaterThan(3);
    const bad = await call(app, 'POST', '/v1/ae-wwii/resolve/shot?style=short', body);
    expect(bad.statusCode).toBe(400);
  });

  it('a ruling awaiting a roll shows it, amber', async () => {
    const body = { attacker: { unit: 'german-geneticists/wehrmacht' }, weapon: 'kar98k', target: { unit: 'american-sci-tech/airborne' }, distance: 12, actionPoints: 2, dice: { values: [4] } };
    const view = await post('/v1/ae-wwii/resolve/shot?embed=true&style=compact', body);
    const embed = view.embed as DiscordEmbed;
    expect(embed.color).toBe(0xf9a825);
    expect(embed.fields[0]).toEqual({ name: 'Next roll', value: 'Roll 1 d6 next: strength, shot 1', inline: false });
    expect(view.text).toBe('**AE-WWII · shot (English edition)**: ⏳ Roll 1 d6 next: strength, shot 1');
  });

  it('sharing without a database is a 503 problem', async () => {
    const res = await call(app, 'POST', '/v1/aof-skirmish/resolve/quality-test?share=true', { quality: 4, dice: { seed: 's' } });
    expect(res.statusCode).toBe(503);
  });
});
