import { DEFAULT_GRAPHQL_LIMITS } from '../../src/common/graphql/limits';
import { ConfigError, loadConfig } from '../../src/config/app-config';

/** GRAPHQL_MAX_* (docs/operations.md "Configuration"): defaults, overrides, and bad values stopping the boot. */

describe('GraphQL limits configuration', () => {
  it('defaults to the documented limits', () => {
    expect(loadConfig({}).graphqlLimits).toEqual({ maxDepth: 10, maxAliases: 10, maxDirectives: 20, maxRootFields: 10, maxCost: 5000, maxTokens: 3000 });
    expect(loadConfig({}).graphqlLimits).toEqual(DEFAULT_GRAPHQL_LIMITS);
  });

  it('reads each variable', () => {
    const limits = loadConfig({ GRAPHQL_MAX_DEPTH: '7', GRAPHQL_MAX_ALIASES: '0', GRAPHQL_MAX_DIRECTIVES: '3', GRAPHQL_MAX_ROOT_FIELDS: '4', GRAPHQL_MAX_COST: '123', GRAPHQL_MAX_TOKENS: '456' }).graphqlLimits;
    expect(limits).toEqual({ maxDepth: 7, maxAliases: 0, maxDirectives: 3, maxRootFields: 4, maxCost: 123, maxTokens: 456 });
  });

  it.each([
    ['GRAPHQL_MAX_DEPTH', '0'],
    ['GRAPHQL_MAX_DEPTH', 'deep'],
    ['GRAPHQL_MAX_ALIASES', '-1'],
    ['GRAPHQL_MAX_DIRECTIVES', '1.5'],
    ['GRAPHQL_MAX_ROOT_FIELDS', '0'],
    ['GRAPHQL_MAX_COST', '0'],
    ['GRAPHQL_MAX_TOKENS', '99'],
  ])('%s=%s is refused at boot, naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}=`));
  });

  it('introspection: off in production unless GRAPHQL_INTROSPECTION=true', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).graphqlIntrospection).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'true' }).graphqlIntrospection).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).graphqlIntrospection).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', GRAPHQL_INTROSPECTION: 'false' }).graphqlIntrospection).toBe(false);
  });
});
