import { problemMessages } from '../common/problem/messages';
import { ProblemException, problemMsg } from '../common/problem/problem.exception';
import { withDataSource } from '../database/data-source';
import { validateBody } from '../common/validation/validator';
import { API_KEY_ID_PATTERN, maskedApiKey } from './api-key.format';
import { CreateApiKeyDto, OWNER_MAX, OWNER_PATTERN, apiKeyView } from './api-key.dto';
import { ApiKeyRecord, insertApiKey, listApiKeys, revokeApiKey } from './api-key.store';
import { API_KEY_CLI_USAGE, wantsApiKeyCliHelp } from './api-key.usage';

export { API_KEY_CLI_USAGE } from './api-key.usage';

/*
 * `npm run api-key -- <command>`: API key administration from a shell, for bootstrapping the
 * first admin key and for operators (scripts/api-key.ts resolves the database and calls this).
 *
 *   create --owner <slug> --scopes read,write[,admin]   prints the new key (shown once)
 *   list [--owner <slug>]                               never prints keys or hashes
 *   revoke <id>                                         the 8-character public id
 *
 * `--json` prints machine-readable output. Writes fire the api_keys NOTIFY trigger, so running
 * replicas pick the change up within a second.
 */

export interface CliIo {
  out(text: string): void;
  err(text: string): void;
}

interface ParsedArgs {
  readonly command: string | undefined;
  readonly positional: readonly string[];
  readonly flags: ReadonlyMap<string, string | true>;
}

class UsageError extends Error {}

function parseArgs(argv: readonly string[]): ParsedArgs {
  const positional: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    if (eq > 0) {
      flags.set(arg.slice(2, eq), arg.slice(eq + 1));
    } else if (arg === '--json') {
      flags.set('json', true);
    } else {
      const value = argv[i + 1];
      if (value === undefined || value.startsWith('--')) throw new UsageError(`${arg} needs a value`);
      flags.set(arg.slice(2), value);
      i++;
    }
  }
  const [command, ...rest] = positional;
  return { command, positional: rest, flags };
}

function flag(args: ParsedArgs, name: string): string | undefined {
  const v = args.flags.get(name);
  if (v === true) throw new UsageError(`--${name} needs a value`);
  return v;
}

function checkFlags(args: ParsedArgs, allowed: readonly string[]): void {
  const unknown = [...args.flags.keys()].filter((k) => k !== 'json' && !allowed.includes(k));
  if (unknown.length > 0) throw new UsageError(`unknown option ${unknown.map((k) => `--${k}`).join(', ')}`);
}

const describe = (r: ApiKeyRecord): string =>
  `${r.id}  ${maskedApiKey(r.id, r.last4)}  owner=${r.owner}  scopes=${r.scopes.join(',')}  created=${r.createdAt.toISOString()}` +
  (r.revokedAt ? `  revoked=${r.revokedAt.toISOString()}` : '');

/** Runs one CLI command against the database at `databaseUrl`; returns the process exit code. */
export async function runApiKeyCli(argv: readonly string[], databaseUrl: string, io: CliIo): Promise<number> {
  if (wantsApiKeyCliHelp(argv)) {
    io.out(API_KEY_CLI_USAGE);
    return 0;
  }
  let args: ParsedArgs;
  try {
    args = parseArgs(argv);
  } catch (e) {
    io.err(`${e instanceof Error ? e.message : String(e)}\n${API_KEY_CLI_USAGE}`);
    return 2;
  }
  const json = args.flags.get('json') === true;
  try {
    switch (args.command) {
      case 'create': {
        checkFlags(args, ['owner', 'scopes']);
        if (args.positional.length > 0) throw new UsageError(`unexpected ${args.positional.join(' ')}`);
        const scopes = flag(args, 'scopes');
        const body = validateBody(CreateApiKeyDto, { owner: flag(args, 'owner'), scopes: scopes === undefined ? undefined : scopes.split(',').map((s) => s.trim()) });
        const created = await withDataSource(databaseUrl, (ds) => insertApiKey(ds, body.owner, body.scopes), { poolSize: 1 });
        if (json) io.out(JSON.stringify({ ...apiKeyView(created.record), key: created.key }));
        else {
          io.out(`Created API key ${created.record.id} for ${created.record.owner} (scopes: ${created.record.scopes.join(', ')}).`);
          io.out('Store it now: it is shown this once and cannot be recovered.');
          io.out('');
          io.out(created.key);
        }
        return 0;
      }
      case 'list': {
        checkFlags(args, ['owner']);
        const owner = flag(args, 'owner');
        if (owner !== undefined && !(OWNER_PATTERN.test(owner) && owner.length <= OWNER_MAX)) {
          throw new UsageError(`--owner ${problemMessages.render('en', problemMsg('field.owner', { slug: problemMsg('format.slug'), max: OWNER_MAX }))}`);
        }
        const keys = await withDataSource(databaseUrl, (ds) => listApiKeys(ds, owner), { poolSize: 1 });
        if (json) io.out(JSON.stringify(keys.map(apiKeyView)));
        else if (keys.length === 0) io.out('No API keys.');
        else for (const k of keys) io.out(describe(k));
        return 0;
      }
      case 'revoke': {
        checkFlags(args, []);
        const [id, ...extra] = args.positional;
        if (id === undefined || extra.length > 0 || !API_KEY_ID_PATTERN.test(id)) {
          throw new UsageError('revoke takes one key id (the 8 characters after arb_)');
        }
        const record = await withDataSource(databaseUrl, (ds) => revokeApiKey(ds, id), { poolSize: 1 });
        if (!record) {
          io.err(`No API key ${id}.`);
          return 1;
        }
        if (json) io.out(JSON.stringify(apiKeyView(record)));
        else io.out(`Revoked ${describe(record)}`);
        return 0;
      }
      default:
        throw new UsageError(args.command === undefined ? 'no command given' : `unknown command '${args.command}'`);
    }
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(`${e.message}\n${API_KEY_CLI_USAGE}`);
      return 2;
    }
    if (e instanceof ProblemException) {
      // An operator's tool: English.
      io.err(e.errors.map((x) => `${x.path === '' ? 'arguments' : `--${x.path.replace(/\[\d+\]$/, '')}`}: ${problemMessages.render('en', x.message)}`).join('\n'));
      return 2;
    }
    // Only the message: a connection error can carry the URL, password included, in its stack.
    io.err(`api-key ${args.command ?? ''} failed: ${e instanceof Error ? e.message : String(e)}`);
    return 1;
  }
}
