import type { MigrationClass } from '../../registry';
import { WartimeWarbooks1795700000500 } from './migrations/1795700000500-WartimeWarbooks';
import { WartimeExampleWarbooks1795700000600 } from './migrations/1795700000600-WartimeExampleWarbooks';
import { WartimeQuotas1795900000500 } from './migrations/1795900000500-WartimeQuotas';

/*
 * What the Wartime game spec takes from its warbooks: their migrations (beside its seed), the
 * owner entries that make warbook archetypes resolvable (`ownerEntries`), and the Nest module its
 * module imports.
 */

export const WARBOOK_MIGRATIONS: readonly MigrationClass[] = [WartimeWarbooks1795700000500, WartimeExampleWarbooks1795700000600, WartimeQuotas1795900000500];
export { WARBOOK_OWNER_ENTRIES } from './owner-entries';
export { WarbooksModule } from './warbooks.module';
