import { MigrationInterface, QueryRunner } from 'typeorm';
import type { CatalogRecords } from '../../../catalog/records';
import { deleteCatalogRecords, insertCatalogRecords } from '../../../database/catalog-seed';
import FROZEN_SEED from './1795600000100-AofSkirmishSeed.data.json';

/**
 * Writes the built-in AoF Skirmish catalog (the game, its factions, special rules with their rating
 * parameter, rulings register and example units) into the shared tables, from a frozen copy of its
 * data: the JSON file next to this one (not named like this file, which Node would then resolve to
 * the JSON under ts-node). It never imports the live data modules: a fresh database replays this
 * migration, and what it writes must be what upgraded databases got. Later changes to the data ship
 * as new migrations.
 */
export class AofSkirmishSeed1795600000100 implements MigrationInterface {
  name = 'AofSkirmishSeed1795600000100';

  async up(q: QueryRunner): Promise<void> {
    await insertCatalogRecords(q, FROZEN_SEED as CatalogRecords);
  }

  async down(q: QueryRunner): Promise<void> {
    await deleteCatalogRecords(q, FROZEN_SEED.game.id);
  }
}
