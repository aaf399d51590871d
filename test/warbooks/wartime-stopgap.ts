import { Module } from '@nestjs/common';
import { MigrationInterface, QueryRunner } from 'typeorm';
import type { CatalogRecords } from '../../src/catalog/records';
import { deleteCatalogRecords, insertCatalogRecords } from '../../src/database/catalog-seed';
import { WARTIME } from '../../src/engine/wartime';
import { GAMES } from '../../src/games';
import { GameModuleDefinition } from '../../src/games/registry';
import { WARTIME_EXAMPLE_ARCHETYPES } from '../../src/games/wartime/catalog/archetypes.data';
import { WARBOOK_MIGRATIONS, WARBOOK_OWNER_ENTRIES, WarbooksModule } from '../../src/games/wartime/warbooks';

/*
 * TEMPORARY: Wartime registered with its catalog and its warbooks only, until the Wartime game
 * module (branch wartime-nest) is merged; then the tests use GAMES and this file goes.
 */

const RECORDS: CatalogRecords = {
  game: { id: 'wartime', name: { en: 'Wartime', es: 'Wartime', fr: 'Wartime' }, summary: { en: 'Wartime', es: 'Wartime', fr: 'Wartime' } },
  editions: [],
  factions: [],
  specialRules: [],
  rulings: [],
  entries: WARTIME_EXAMPLE_ARCHETYPES.map((a) => ({ kind: 'archetype', id: a.id, faction: null, name: a.name, summary: a.summary, profile: a.profile })),
};

class WartimeStopgapSeed1795700000100 implements MigrationInterface {
  name = 'WartimeStopgapSeed1795700000100';
  async up(q: QueryRunner): Promise<void> {
    await insertCatalogRecords(q, RECORDS);
  }
  async down(q: QueryRunner): Promise<void> {
    await deleteCatalogRecords(q, 'wartime');
  }
}

@Module({ imports: [WarbooksModule] })
class WartimeStopgapModule {}

class NoView {}

export const WARTIME_STOPGAP: GameModuleDefinition = {
  definition: { ...WARTIME, actions: {} } as GameModuleDefinition['definition'],
  actions: {},
  kinds: { archetype: { view: NoView, model: NoView, toView: () => ({}) } },
  migrations: [WartimeStopgapSeed1795700000100, ...WARBOOK_MIGRATIONS],
  ownerEntries: WARBOOK_OWNER_ENTRIES,
  seed: () => RECORDS,
  module: WartimeStopgapModule,
};

export const GAMES_WITH_WARTIME: readonly GameModuleDefinition[] = [...GAMES, WARTIME_STOPGAP];
