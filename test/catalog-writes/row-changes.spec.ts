import { DEFAULT_QUOTAS, applyQuotas, quotaProblem } from '../../src/catalog/custom/quotas';
import { problemBody } from '../../src/common/problem/problem';
import { ProblemType } from '../../src/common/problem/problem.exception';
import { parseChangePayload } from '../../src/database/notifications';

/** What a write's notification names, and how a quota refusal from the database reads. */
describe('change notifications naming a row', () => {
  it('reads the table and key of the owner’s row that changed', () => {
    expect(parseChangePayload('{"kind":"catalog","owner":"alice","table":"catalog_entries","pk":"42"}')).toEqual({
      type: 'change',
      change: { kind: 'catalog', owner: 'alice', row: { table: 'catalog_entries', pk: '42' } },
    });
  });

  it('reloads the owner whole when the row is named in a shape it does not read', () => {
    for (const payload of [
      '{"kind":"catalog","owner":"alice","table":"catalog_entries"}',
      '{"kind":"catalog","owner":"alice","table":"catalog_entries","pk":42}',
      '{"kind":"catalog","owner":"alice","table":"Catalog Entries","pk":"42"}',
      '{"kind":"catalog","owner":"alice","table":"catalog_entries","pk":"-1"}',
    ]) {
      expect(parseChangePayload(payload)).toEqual({ type: 'change', change: { kind: 'catalog', owner: 'alice' } });
    }
    // Without an owner, a row means nothing: everything is reloaded, as before.
    expect(parseChangePayload('{"kind":"catalog","table":"catalog_entries","pk":"42"}')).toEqual({ type: 'change', change: { kind: 'catalog' } });
  });
});

describe('quotas', () => {
  const refusal = (detail: unknown, code = 'QUOTA'): Error => Object.assign(new Error('quota exceeded'), { code, detail });

  it('sets every quota for the transaction, from the configuration', async () => {
    const calls: { sql: string; params: unknown[] }[] = [];
    await applyQuotas({ query: async (sql, params) => calls.push({ sql, params: params ?? [] }) }, { ...DEFAULT_QUOTAS, warbooks: 7 });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.sql).toMatch(/set_config\('arbiter\.quota\.warbooks', \$2, true\)/);
    expect(calls[0]?.params).toEqual(['1000', '7', '500', String(8 * 1024 * 1024)]);
  });

  it('turns the database’s refusal into a 409 quota-exceeded naming the field and the quota, in each language', () => {
    const p = quotaProblem(refusal('{"quota": "entries_per_game", "metric": "entries:ae-wwii", "limit": 3, "used": 4}'), { path: 'slug', game: 'ae-wwii' });
    expect(p?.problemType).toBe(ProblemType.QuotaExceeded);
    expect(p?.getStatus()).toBe(409);
    expect(problemBody(p!, 'en')).toMatchObject({
      detail: 'This would make 4 custom entries of ae-wwii; your quota is 3 per game. Delete one before adding another.',
      errors: [{ path: 'slug', message: 'would go past your quota of 3' }],
    });
    expect(problemBody(p!, 'es').errors[0]?.message).toBe('superaría tu cuota de 3');
    expect(problemBody(p!, 'fr').errors[0]?.message).toBe('dépasserait votre quota de 3');
    // The path may depend on the quota; TypeORM wraps the driver's error.
    const wrapped = Object.assign(new Error('query failed'), { driverError: refusal('{"quota": "stored_bytes", "metric": "bytes", "limit": 100, "used": 120}') });
    expect(quotaProblem(wrapped, { path: 'slug', paths: { stored_bytes: 'profile' } })?.errors[0]?.path).toBe('profile');
  });

  it('leaves every other error alone', () => {
    expect(quotaProblem(refusal('{"quota": "entries_per_game"}', '23505'), { path: 'slug' })).toBeUndefined();
    expect(quotaProblem(refusal('not json'), { path: 'slug' })).toBeUndefined();
    expect(quotaProblem(refusal('{"quota": "rows", "limit": 1, "used": 2}'), { path: 'slug' })).toBeUndefined();
    expect(quotaProblem(new Error('boom'), { path: 'slug' })).toBeUndefined();
  });
});
