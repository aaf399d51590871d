/*
 * The api-key CLI's usage, on its own (no imports): `npm run api-key -- --help` loads only this
 * file, so it answers at once and never looks for a database (scripts/api-key.ts).
 */

export const API_KEY_CLI_USAGE = `Usage:
  npm run api-key -- create --owner <slug> --scopes read,write[,admin] [--json]
  npm run api-key -- list [--owner <slug>] [--json]
  npm run api-key -- revoke <id> [--json]
  npm run api-key -- --help

The database is DATABASE_URL's, else the embedded cluster under DATA_DIR (the running app's, if any).
Exit codes: 0 done, 1 failed (unknown key id, database error), 2 bad arguments.`;

/** `--help` or `-h` anywhere, or the command `help`: the usage on stdout, exit 0. */
export function wantsApiKeyCliHelp(argv: readonly string[]): boolean {
  return argv.some((a) => a === '--help' || a === '-h') || argv[0] === 'help';
}
