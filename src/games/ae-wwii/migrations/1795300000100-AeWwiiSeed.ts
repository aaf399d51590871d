import { MigrationInterface, QueryRunner } from 'typeorm';
import FROZEN_SEED from './1795300000100-AeWwiiSeed.data.json';

/**
 * Writes the built-in AE-WWII catalog into the first schema's tables (units, weapons, psi_powers,
 * inoculation_effects, inoculation_chart; migrations/1795300000000-CatalogSchema.ts), from a
 * frozen copy of its data (the JSON file next to this one, as this migration first wrote it; not
 * named like this file, which Node would then resolve to the JSON under ts-node). It
 * must never import the live seed module: a fresh database replays this migration, and what it
 * writes must be what upgraded databases got. Later changes to the data ship as new migrations
 * (1795500000100-AeWwiiCatalogEntries.ts moves these rows into catalog_entries).
 */
export class AeWwiiSeed1795300000100 implements MigrationInterface {
  name = 'AeWwiiSeed1795300000100';

  async up(q: QueryRunner): Promise<void> {
    await insertAeSeed(q, FROZEN_SEED as FrozenAeSeed);
  }

  async down(q: QueryRunner): Promise<void> {
    // Every catalog row hangs off the game by a cascading key, but the chart also references the
    // effects it names: delete it first, or the order in which Postgres cascades to the two
    // tables decides whether the effects' foreign key check fails (seen intermittently).
    await q.query(`DELETE FROM inoculation_chart WHERE game_id = $1`, [FROZEN_SEED.game.id]);
    await q.query(`DELETE FROM games WHERE id = $1`, [FROZEN_SEED.game.id]);
  }
}

type Localized = Readonly<Record<'en' | 'es' | 'fr', string>>;
interface Named {
  readonly id: string;
  readonly name: Localized;
  readonly summary: Localized;
}

/** The shape of the frozen JSON, as this migration reads it (its own copy: nothing live). */
interface FrozenAeSeed {
  readonly game: Named & { readonly languages: readonly string[]; readonly actions: readonly string[] };
  readonly editions: readonly { readonly id: string; readonly language: string; readonly name: Localized; readonly rules: { readonly inoculation: readonly { readonly from: number; readonly to: number; readonly value: string }[] } }[];
  readonly factions: readonly Named[];
  readonly specialRules: readonly Named[];
  readonly rulings: readonly { readonly id: string; readonly kind: string; readonly editions: readonly string[] | null; readonly title: Localized; readonly text: Localized }[];
  readonly psiPowers: readonly (Named & { readonly ruling: string })[];
  readonly inoculationEffects: Readonly<Record<string, Localized>>;
  readonly weapons: readonly (Named & {
    readonly melee: boolean;
    readonly range: number;
    readonly strength: number;
    readonly strengthDice: number;
    readonly rateOfFire: { readonly shots: number; readonly actionPoints: number };
    readonly moveAndFire: boolean;
    readonly indirect: boolean;
    readonly areaOfEffect: number | null;
    readonly arc: { readonly length: number; readonly halfWidth: number } | null;
    readonly ignoresCover: boolean;
  })[];
  readonly units: readonly {
    readonly faction: string;
    readonly slug: string;
    readonly name: Localized;
    readonly summary: Localized;
    readonly training: string;
    readonly movement: number;
    readonly rangedCombat: number | null;
    readonly closeCombat: number;
    readonly armor: number;
    readonly strength: number;
    readonly drive: number;
    readonly wounds: number;
    readonly specialRules: readonly string[];
    readonly weapons: readonly string[];
  }[];
}

const json = (value: unknown): string => JSON.stringify(value);

async function insertAeSeed(q: QueryRunner, seed: FrozenAeSeed): Promise<void> {
  const gameId = seed.game.id;
  await q.query(
    `INSERT INTO games (id, name, summary, languages, actions, position) VALUES ($1, $2::jsonb, $3::jsonb, $4, $5, 0)`,
    [gameId, json(seed.game.name), json(seed.game.summary), [...seed.game.languages], [...seed.game.actions]],
  );

  for (const [position, e] of seed.editions.entries()) {
    await q.query(
      `INSERT INTO editions (game_id, id, language, name, rules, position) VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6)`,
      [gameId, e.id, e.language, json(e.name), json(e.rules), position],
    );
  }

  for (const [position, f] of seed.factions.entries()) {
    await q.query(
      `INSERT INTO factions (game_id, id, name, summary, position) VALUES ($1, $2, $3::jsonb, $4::jsonb, $5)`,
      [gameId, f.id, json(f.name), json(f.summary), position],
    );
  }

  for (const [position, r] of seed.specialRules.entries()) {
    await q.query(
      `INSERT INTO special_rules (game_id, id, name, summary, position) VALUES ($1, $2, $3::jsonb, $4::jsonb, $5)`,
      [gameId, r.id, json(r.name), json(r.summary), position],
    );
  }

  for (const [position, r] of seed.rulings.entries()) {
    await q.query(
      `INSERT INTO rulings (id, game_id, kind, editions, title, text, position)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7)`,
      [r.id, gameId, r.kind, r.editions ? [...r.editions] : null, json(r.title), json(r.text), position],
    );
  }

  for (const [position, p] of seed.psiPowers.entries()) {
    await q.query(
      `INSERT INTO psi_powers (game_id, id, name, summary, ruling_id, position) VALUES ($1, $2, $3::jsonb, $4::jsonb, $5, $6)`,
      [gameId, p.id, json(p.name), json(p.summary), p.ruling, position],
    );
  }

  for (const [effect, name] of Object.entries(seed.inoculationEffects)) {
    await q.query(`INSERT INTO inoculation_effects (game_id, id, name) VALUES ($1, $2, $3::jsonb)`, [
      gameId,
      effect,
      json(name),
    ]);
  }
  for (const e of seed.editions) {
    for (const row of e.rules.inoculation) {
      await q.query(
        `INSERT INTO inoculation_chart (game_id, edition_id, from_face, to_face, effect) VALUES ($1, $2, $3, $4, $5)`,
        [gameId, e.id, row.from, row.to, row.value],
      );
    }
  }

  for (const [position, w] of seed.weapons.entries()) {
    await q.query(
      `INSERT INTO weapons (game_id, id, owner, name, summary, melee, range, strength, strength_dice, rof_shots,
                            rof_action_points, move_and_fire, indirect, area_of_effect, arc_length, arc_half_width,
                            ignores_cover, position)
       VALUES ($1, $2, NULL, $3::jsonb, $4::jsonb, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
      [
        gameId,
        w.id,
        json(w.name),
        json(w.summary),
        w.melee,
        w.range,
        w.strength,
        w.strengthDice,
        w.rateOfFire.shots,
        w.rateOfFire.actionPoints,
        w.moveAndFire,
        w.indirect,
        w.areaOfEffect,
        w.arc?.length ?? null,
        w.arc?.halfWidth ?? null,
        w.ignoresCover,
        position,
      ],
    );
  }

  for (const [position, u] of seed.units.entries()) {
    await q.query(
      `INSERT INTO units (game_id, faction_id, slug, owner, name, summary, training, movement, ranged_combat,
                          close_combat, armor, strength, drive, wounds, special_rules, weapons, position)
       VALUES ($1, $2, $3, NULL, $4::jsonb, $5::jsonb, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
      [
        gameId,
        u.faction,
        u.slug,
        json(u.name),
        json(u.summary),
        u.training,
        u.movement,
        u.rangedCombat,
        u.closeCombat,
        u.armor,
        u.strength,
        u.drive,
        u.wounds,
        [...u.specialRules],
        [...u.weapons],
        position,
      ],
    );
  }
}
