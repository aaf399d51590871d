import { ConfigError, loadConfig } from '../../src/config/app-config';

describe('config', () => {
  it('applies defaults', () => {
    expect(loadConfig({})).toEqual(
      expect.objectContaining({ port: 3000, host: '0.0.0.0', dataDir: './data', logLevel: 'info', bodyLimit: 65536, dbPoolSize: 10, migrations: 'boot', graphqlIntrospection: true }),
    );
    expect(loadConfig({ NODE_ENV: 'production' }).graphqlIntrospection).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'true' }).graphqlIntrospection).toBe(true);
    // The situation cache is on unless turned off (the abuse bench measures uncached work).
    expect(loadConfig({}).oddsCache).toBe(true);
    expect(loadConfig({ ODDS_CACHE: 'false' }).oddsCache).toBe(false);
    // Load shedding guards production replicas; elsewhere a busy machine would turn requests away.
    expect(loadConfig({}).maxEventLoopDelayMs).toBe(0);
    expect(loadConfig({ NODE_ENV: 'production' }).maxEventLoopDelayMs).toBe(500);
  });

  it('fails fast listing every bad variable', () => {
    let err: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', MIGRATIONS: 'never', BODY_LIMIT: '12', GRAPHQL_INTROSPECTION: 'yes', ODDS_CACHE: 'off' });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    const names = (err as ConfigError).problems.map((p) => p.split('=')[0]).sort();
    expect(names).toEqual(['BODY_LIMIT', 'DATABASE_URL', 'GRAPHQL_INTROSPECTION', 'LOG_LEVEL', 'MIGRATIONS', 'ODDS_CACHE', 'PORT']);
    expect((err as Error).message).toContain('PORT="eighty"');
  });
});
