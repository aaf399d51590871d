import { MigrationInterface, QueryRunner } from 'typeorm';
import type { CatalogRecords } from '../../../../src/catalog/records';
import { deleteCatalogRecords, insertCatalogRecords } from '../../../../src/database/catalog-seed';
import SEED from './1796000000000-TinyD6Seed.data.json';

/** Tiny d6's built-in catalog, from the frozen JSON next to this file (what `seed()` serves too). */
export const TINY_D6_SEED = SEED as CatalogRecords;

export class TinyD6Seed1796000000000 implements MigrationInterface {
  name = 'TinyD6Seed1796000000000';

  async up(q: QueryRunner): Promise<void> {
    await insertCatalogRecords(q, TINY_D6_SEED);
  }

  async down(q: QueryRunner): Promise<void> {
    await deleteCatalogRecords(q, TINY_D6_SEED.game.id);
  }
}
