import { MigrationInterface, QueryRunner } from 'typeorm';
import type { CatalogRecords } from '../../../catalog/records';
import { deleteCatalogRecords, insertCatalogRecords } from '../../../database/catalog-seed';
import FROZEN_SEED from './1795700000100-WartimeSeed.data.json';

/**
 * Writes the built-in Wartime catalog (the game, its rulings register and example archetypes)
 * into the shared tables, from a frozen copy of its data: the JSON file next to this one. It never
 * imports the live data modules: a fresh database replays this migration, and what it writes must
 * be what upgraded databases got. Later changes to the data ship as new migrations.
 */
export class WartimeSeed1795700000100 implements MigrationInterface {
  name = 'WartimeSeed1795700000100';

  async up(q: QueryRunner): Promise<void> {
    await insertCatalogRecords(q, FROZEN_SEED as CatalogRecords);
  }

  async down(q: QueryRunner): Promise<void> {
    await deleteCatalogRecords(q, FROZEN_SEED.game.id);
  }
}
