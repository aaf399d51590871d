import { Transform, plainToInstance } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength, validateSync } from 'class-validator';
import { DEFAULT_COST_BUDGET } from '../engine/core/cost';
import { DEFAULT_QUOTAS, OwnerQuotas } from '../catalog/custom/quotas';
import { DEFAULT_GRAPHQL_LIMITS, GraphqlLimits } from '../common/graphql/limits';
import { CorsOrigins, ParsedEnv, TrustProxy, parseCorsOrigins, parseTrustProxy, parseWindow } from '../common/security/security-env';

export const NODE_ENVS = ['development', 'production', 'test'] as const;
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const MIGRATION_MODES = ['boot', 'job'] as const;

type Env = Readonly<Record<string, string | undefined>>;

const blank = (v: unknown): boolean => v === undefined || v === null || v === '';
/** Env strings → integers; a non-numeric string stays a string so @IsInt reports it. */
const int = (fallback: number) => ({ value }: { value: unknown }) =>
  blank(value) ? fallback : /^-?\d+$/.test(String(value).trim()) ? Number(String(value).trim()) : value;
const str = (fallback: string) => ({ value }: { value: unknown }) => (blank(value) ? fallback : value);

/** The environment as read at boot, with defaults applied (docs/operations.md describes each variable). */
class EnvVars {
  @Transform(int(3000)) @IsInt() @Min(1) @Max(65535)
  PORT!: number;

  @Transform(str('0.0.0.0')) @IsString() @MinLength(1)
  HOST!: string;

  @Transform(({ value }) => (blank(typeof value === 'string' ? value.trim() : value) ? undefined : String(value).trim()))
  @IsOptional()
  @IsString()
  @Matches(/^postgres(ql)?:\/\/\S+$/, { message: 'DATABASE_URL must be a postgres:// or postgresql:// URL' })
  DATABASE_URL?: string;

  @Transform(str('arbiter')) @IsString() @Matches(/^[a-z_][a-z0-9_]{0,62}$/, { message: 'EMBEDDED_PG_DATABASE must be a lowercase SQL identifier' })
  EMBEDDED_PG_DATABASE!: string;

  @Transform(({ value }) => (blank(value) ? undefined : /^\d+$/.test(String(value).trim()) ? Number(String(value).trim()) : value))
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(65535)
  EMBEDDED_PG_PORT?: number;

  // Small on purpose: with Postgres unreachable a write must fail (503) within ~2-3 s, not hang.
  @Transform(int(2000)) @IsInt() @Min(1) @Max(600_000)
  DATABASE_CONNECT_TIMEOUT_MS!: number;

  @Transform(int(2000)) @IsInt() @Min(1) @Max(600_000)
  DATABASE_STATEMENT_TIMEOUT_MS!: number;

  @Transform(int(10_000)) @IsInt() @Min(100) @Max(600_000)
  SHUTDOWN_TIMEOUT_MS!: number;

  @Transform(int(0)) @IsInt() @Min(0) @Max(600_000)
  SHUTDOWN_DRAIN_MS!: number;

  @Transform(int(1000)) @IsInt() @Min(1) @Max(60_000)
  DATABASE_HEALTH_TIMEOUT_MS!: number;

  @Transform(str('./data')) @IsString() @MinLength(1) @MaxLength(4096)
  DATA_DIR!: string;

  @Transform(str('info')) @IsIn(LOG_LEVELS)
  LOG_LEVEL!: (typeof LOG_LEVELS)[number];

  @Transform(str('development')) @IsIn(NODE_ENVS)
  NODE_ENV!: (typeof NODE_ENVS)[number];

  @Transform(int(64 * 1024)) @IsInt() @Min(1024) @Max(16 * 1024 * 1024)
  BODY_LIMIT!: number;

  @Transform(int(10)) @IsInt() @Min(1) @Max(200)
  DB_POOL_SIZE!: number;

  @Transform(str('boot')) @IsIn(MIGRATION_MODES)
  MIGRATIONS!: (typeof MIGRATION_MODES)[number];

  @Transform(({ value }) => (blank(value) ? undefined : value === 'true' ? true : value === 'false' ? false : value))
  @IsOptional()
  @IsBoolean({ message: 'GRAPHQL_INTROSPECTION must be true or false' })
  GRAPHQL_INTROSPECTION?: boolean;

  // GraphQL document limits (src/common/graphql/limits.ts; defaults in DEFAULT_GRAPHQL_LIMITS).
  @Transform(int(DEFAULT_GRAPHQL_LIMITS.maxDepth)) @IsInt() @Min(1) @Max(100)
  GRAPHQL_MAX_DEPTH!: number;

  @Transform(int(DEFAULT_GRAPHQL_LIMITS.maxAliases)) @IsInt() @Min(0) @Max(1000)
  GRAPHQL_MAX_ALIASES!: number;

  @Transform(int(DEFAULT_GRAPHQL_LIMITS.maxDirectives)) @IsInt() @Min(0) @Max(1000)
  GRAPHQL_MAX_DIRECTIVES!: number;

  @Transform(int(DEFAULT_GRAPHQL_LIMITS.maxRootFields)) @IsInt() @Min(1) @Max(1000)
  GRAPHQL_MAX_ROOT_FIELDS!: number;

  @Transform(int(DEFAULT_GRAPHQL_LIMITS.maxCost)) @IsInt() @Min(1) @Max(10_000_000)
  GRAPHQL_MAX_COST!: number;

  @Transform(int(DEFAULT_GRAPHQL_LIMITS.maxTokens)) @IsInt() @Min(100) @Max(1_000_000)
  GRAPHQL_MAX_TOKENS!: number;

  // Abuse protection (src/common/security; formats in security-env.ts, docs/operations.md "Rate limits").
  @Transform(({ value }) => parseTrustProxy(value)) @ParsedEnv()
  TRUST_PROXY!: TrustProxy;

  @Transform(({ value }) => (blank(value) ? undefined : value === 'true' ? true : value === 'false' ? false : value))
  @IsOptional()
  @IsBoolean({ message: 'RATE_LIMIT_ENABLED must be true or false' })
  RATE_LIMIT_ENABLED?: boolean;

  @Transform(int(120)) @IsInt() @Min(1) @Max(1_000_000)
  RATE_LIMIT_ANONYMOUS!: number;

  @Transform(int(1200)) @IsInt() @Min(1) @Max(10_000_000)
  RATE_LIMIT_KEYED!: number;

  @Transform(({ value }) => parseWindow(value, 60_000)) @ParsedEnv()
  RATE_LIMIT_WINDOW!: number;

  // What `?share=true` may store (src/shared-rulings): rulings per sharer per 24 hours, bytes per ruling.
  @Transform(int(200)) @IsInt() @Min(0) @Max(1_000_000)
  SHARED_RULINGS_PER_DAY_ANONYMOUS!: number;

  @Transform(int(2000)) @IsInt() @Min(0) @Max(10_000_000)
  SHARED_RULINGS_PER_DAY_KEYED!: number;

  @Transform(int(32 * 1024)) @IsInt() @Min(1024) @Max(16 * 1024 * 1024)
  SHARED_RULING_MAX_BYTES!: number;

  @Transform(({ value }) => (blank(typeof value === 'string' ? value.trim() : value) ? undefined : String(value).trim()))
  @IsOptional()
  @IsString()
  @Matches(/^rediss?:\/\/\S+$/, { message: 'REDIS_URL must be a redis:// or rediss:// URL' })
  REDIS_URL?: string;

  @Transform(str('arbiter:rate-limit:')) @IsString() @Matches(/^[A-Za-z0-9:._-]{1,100}$/, { message: 'RATE_LIMIT_REDIS_PREFIX must be 1 to 100 of A-Z a-z 0-9 : . _ -' })
  RATE_LIMIT_REDIS_PREFIX!: string;

  @Transform(({ value }) => parseCorsOrigins(value)) @ParsedEnv()
  CORS_ORIGINS!: CorsOrigins;

  @Transform(int(31_536_000)) @IsInt() @Min(0) @Max(63_072_000)
  HSTS_MAX_AGE!: number;

  // What one API key owner may store (src/catalog/custom/quotas.ts; docs/api.md, "Quotas").
  @Transform(int(DEFAULT_QUOTAS.customEntriesPerGame)) @IsInt() @Min(0) @Max(1_000_000)
  QUOTA_CUSTOM_ENTRIES_PER_GAME!: number;

  @Transform(int(DEFAULT_QUOTAS.warbooks)) @IsInt() @Min(0) @Max(100_000)
  QUOTA_WARBOOKS!: number;

  // Wartime refuses a warbook of more than 500 archetypes whatever the quota (too-large).
  @Transform(int(DEFAULT_QUOTAS.archetypesPerWarbook)) @IsInt() @Min(0) @Max(500)
  QUOTA_ARCHETYPES_PER_WARBOOK!: number;

  @Transform(int(DEFAULT_QUOTAS.storedBytes)) @IsInt() @Min(0) @Max(1024 * 1024 * 1024)
  QUOTA_STORED_BYTES!: number;

  // Work units one request may spend (src/engine/core/cost.ts); the rate limit charges by them.
  @Transform(int(DEFAULT_COST_BUDGET)) @IsInt() @Min(1000) @Max(100_000_000)
  COST_BUDGET!: number;

  // Load shedding (src/common/health/load-shedding.ts); 0 turns it off. On by default only in production:
  // elsewhere (a laptop, a test's app beside other suites' CPU) a slow loop is no replica to save.
  @Transform(({ value }) => (blank(value) ? undefined : /^\d+$/.test(String(value).trim()) ? Number(String(value).trim()) : value))
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(60_000)
  MAX_EVENT_LOOP_DELAY_MS?: number;

  @Transform(({ value }) => (blank(value) ? false : value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'SERVER_TIMING must be true or false' })
  SERVER_TIMING!: boolean;

  // The situation cache (plan, odds, fixed text per body without its dice); false: every request works it out.
  @Transform(({ value }) => (blank(value) ? true : value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'ODDS_CACHE must be true or false' })
  ODDS_CACHE!: boolean;
}

/** Typed, validated configuration. Inject `AppConfig` anywhere (ConfigModule is global). */
export class AppConfig {
  readonly port!: number;
  readonly host!: string;
  readonly databaseUrl?: string;
  readonly dataDir!: string;
  readonly embeddedPgDatabase!: string;
  readonly embeddedPgPort?: number;
  readonly databaseConnectTimeoutMs!: number;
  readonly databaseHealthTimeoutMs!: number;
  /** Server-side statement_timeout of the app's pool; the client gives up 500 ms later. */
  readonly databaseStatementTimeoutMs!: number;
  /** SIGTERM/SIGINT: the process exits within this, cleanly (0) or forced (1). */
  readonly shutdownTimeoutMs!: number;
  /** After the signal, how long the listener stays open answering 503 before it closes. */
  readonly shutdownDrainMs!: number;
  readonly logLevel!: (typeof LOG_LEVELS)[number];
  readonly nodeEnv!: (typeof NODE_ENVS)[number];
  readonly bodyLimit!: number;
  readonly dbPoolSize!: number;
  readonly migrations!: (typeof MIGRATION_MODES)[number];
  readonly graphqlIntrospection!: boolean;
  readonly graphqlLimits!: GraphqlLimits;
  /** Fastify `trustProxy`: whose X-Forwarded-For gives the client IP (rate limits key on it). */
  readonly trustProxy!: TrustProxy;
  /** Default true, except with NODE_ENV=test (tests that count requests turn it on explicitly). */
  readonly rateLimitEnabled!: boolean;
  /** Requests per window per client IP without an API key. */
  readonly rateLimitAnonymous!: number;
  /** Requests per window per API key. */
  readonly rateLimitKeyed!: number;
  readonly rateLimitWindowMs!: number;
  /** Rulings one client address may share per 24 hours without an API key. */
  readonly sharedRulingsPerDayAnonymous!: number;
  /** Rulings one API key owner (all its keys) may share per 24 hours. */
  readonly sharedRulingsPerDayKeyed!: number;
  /** Bytes one shared ruling may store (its body, options and the catalog entries it names). */
  readonly sharedRulingMaxBytes!: number;
  /** Shared rate-limit counters across replicas; unset: in memory, per instance. */
  readonly redisUrl?: string;
  readonly rateLimitRedisPrefix!: string;
  /** `*`: every origin, without credentials; a list: exactly those; empty: no CORS. */
  readonly corsOrigins!: CorsOrigins;
  /** Strict-Transport-Security max-age in seconds; 0: no header. */
  readonly hstsMaxAge!: number;
  /** What one API key owner may store: custom entries, warbooks, archetypes, bytes. */
  readonly quotas!: OwnerQuotas;
  /** Work units one request (a REST call, a whole GraphQL operation) may spend. */
  readonly costBudget!: number;
  /** Mean event-loop delay above which requests other than probes are shed (503); 0: never. */
  readonly maxEventLoopDelayMs!: number;
  /** Server-Timing: cpu;dur=... on every reply (the bench reads it). */
  readonly serverTiming!: boolean;
  /** Keep each situation's plan and odds for the next request of it (`ODDS_CACHE`). */
  readonly oddsCache!: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the environment; throws ConfigError listing every bad variable. */
export function loadConfig(env: Env = process.env): AppConfig {
  const keys: (keyof EnvVars)[] = [
    'PORT',
    'HOST',
    'DATABASE_URL',
    'DATA_DIR',
    'EMBEDDED_PG_DATABASE',
    'EMBEDDED_PG_PORT',
    'DATABASE_CONNECT_TIMEOUT_MS',
    'DATABASE_HEALTH_TIMEOUT_MS',
    'DATABASE_STATEMENT_TIMEOUT_MS',
    'SHUTDOWN_TIMEOUT_MS',
    'SHUTDOWN_DRAIN_MS',
    'LOG_LEVEL',
    'NODE_ENV',
    'BODY_LIMIT',
    'DB_POOL_SIZE',
    'MIGRATIONS',
    'GRAPHQL_INTROSPECTION',
    'GRAPHQL_MAX_DEPTH',
    'GRAPHQL_MAX_ALIASES',
    'GRAPHQL_MAX_DIRECTIVES',
    'GRAPHQL_MAX_ROOT_FIELDS',
    'GRAPHQL_MAX_COST',
    'GRAPHQL_MAX_TOKENS',
    'TRUST_PROXY',
    'RATE_LIMIT_ENABLED',
    'RATE_LIMIT_ANONYMOUS',
    'RATE_LIMIT_KEYED',
    'RATE_LIMIT_WINDOW',
    'SHARED_RULINGS_PER_DAY_ANONYMOUS',
    'SHARED_RULINGS_PER_DAY_KEYED',
    'SHARED_RULING_MAX_BYTES',
    'REDIS_URL',
    'RATE_LIMIT_REDIS_PREFIX',
    'CORS_ORIGINS',
    'HSTS_MAX_AGE',
    'QUOTA_CUSTOM_ENTRIES_PER_GAME',
    'QUOTA_WARBOOKS',
    'QUOTA_ARCHETYPES_PER_WARBOOK',
    'QUOTA_STORED_BYTES',
    'COST_BUDGET',
    'MAX_EVENT_LOOP_DELAY_MS',
    'SERVER_TIMING',
    'ODDS_CACHE',
  ];
  const raw: Record<string, string | undefined> = {};
  for (const k of keys) raw[k] = env[k];
  // exposeUnsetFields: defaults must apply to variables that are not set at all.
  const vars = plainToInstance(EnvVars, raw, { exposeUnsetFields: true });
  const errors = validateSync(vars);
  if (errors.length > 0) {
    throw new ConfigError(
      errors.map((e) => `${e.property}=${JSON.stringify(raw[e.property] ?? null)}: ${Object.values(e.constraints ?? {}).join('; ')}`),
    );
  }
  const config: AppConfig = {
    port: vars.PORT,
    host: vars.HOST,
    databaseUrl: vars.DATABASE_URL,
    dataDir: vars.DATA_DIR,
    embeddedPgDatabase: vars.EMBEDDED_PG_DATABASE,
    embeddedPgPort: vars.EMBEDDED_PG_PORT,
    databaseConnectTimeoutMs: vars.DATABASE_CONNECT_TIMEOUT_MS,
    databaseHealthTimeoutMs: vars.DATABASE_HEALTH_TIMEOUT_MS,
    databaseStatementTimeoutMs: vars.DATABASE_STATEMENT_TIMEOUT_MS,
    shutdownTimeoutMs: vars.SHUTDOWN_TIMEOUT_MS,
    shutdownDrainMs: vars.SHUTDOWN_DRAIN_MS,
    logLevel: vars.LOG_LEVEL,
    nodeEnv: vars.NODE_ENV,
    bodyLimit: vars.BODY_LIMIT,
    dbPoolSize: vars.DB_POOL_SIZE,
    migrations: vars.MIGRATIONS,
    graphqlIntrospection: vars.GRAPHQL_INTROSPECTION ?? vars.NODE_ENV !== 'production',
    graphqlLimits: Object.freeze({
      maxDepth: vars.GRAPHQL_MAX_DEPTH,
      maxAliases: vars.GRAPHQL_MAX_ALIASES,
      maxDirectives: vars.GRAPHQL_MAX_DIRECTIVES,
      maxRootFields: vars.GRAPHQL_MAX_ROOT_FIELDS,
      maxCost: vars.GRAPHQL_MAX_COST,
      maxTokens: vars.GRAPHQL_MAX_TOKENS,
    }),
    trustProxy: vars.TRUST_PROXY,
    rateLimitEnabled: vars.RATE_LIMIT_ENABLED ?? vars.NODE_ENV !== 'test',
    rateLimitAnonymous: vars.RATE_LIMIT_ANONYMOUS,
    rateLimitKeyed: vars.RATE_LIMIT_KEYED,
    rateLimitWindowMs: vars.RATE_LIMIT_WINDOW,
    sharedRulingsPerDayAnonymous: vars.SHARED_RULINGS_PER_DAY_ANONYMOUS,
    sharedRulingsPerDayKeyed: vars.SHARED_RULINGS_PER_DAY_KEYED,
    sharedRulingMaxBytes: vars.SHARED_RULING_MAX_BYTES,
    redisUrl: vars.REDIS_URL,
    rateLimitRedisPrefix: vars.RATE_LIMIT_REDIS_PREFIX,
    corsOrigins: vars.CORS_ORIGINS,
    hstsMaxAge: vars.HSTS_MAX_AGE,
    quotas: Object.freeze({
      customEntriesPerGame: vars.QUOTA_CUSTOM_ENTRIES_PER_GAME,
      warbooks: vars.QUOTA_WARBOOKS,
      archetypesPerWarbook: vars.QUOTA_ARCHETYPES_PER_WARBOOK,
      storedBytes: vars.QUOTA_STORED_BYTES,
    }),
    costBudget: vars.COST_BUDGET,
    maxEventLoopDelayMs: vars.MAX_EVENT_LOOP_DELAY_MS ?? (vars.NODE_ENV === 'production' ? 500 : 0),
    serverTiming: vars.SERVER_TIMING,
    oddsCache: vars.ODDS_CACHE,
  };
  return Object.freeze(Object.assign(new AppConfig(), config));
}
