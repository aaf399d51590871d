/**
 * The history trigger function of the legacy units and weapons tables, writing the column named
 * `column` (`entity` before 1795500000000-CatalogEntries, `kind` after) and, with `withRowFormat`,
 * the table the row is from.
 * Shared by 1795500000000 (which renames the column) and 1795500000200 (whose down() recreates
 * the tables); frozen with them. Not in a migration file: migrations are listed in index.ts, and
 * this module is no migration.
 */
export function LEGACY_HISTORY_FUNCTION(column: 'entity' | 'kind', withRowFormat: boolean): string {
  return `
    CREATE OR REPLACE FUNCTION arbiter_keep_custom_history() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      IF OLD.owner IS NOT NULL THEN
        INSERT INTO catalog_history (${column}, entry_pk, game_id, owner, id, version, operation, data${withRowFormat ? ', row_format' : ''})
        VALUES (TG_ARGV[0], OLD.pk, OLD.game_id, OLD.owner, OLD.id, OLD.version, lower(TG_OP), to_jsonb(OLD)${withRowFormat ? ', TG_TABLE_NAME' : ''});
      END IF;
      RETURN NULL;
    END
    $$`;
}
