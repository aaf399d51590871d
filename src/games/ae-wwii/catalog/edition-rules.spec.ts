import { AE_WWII_SEED } from './ae-wwii.seed';
import { parseEditionRules } from '../../../engine/ae-wwii/catalog';

describe('parseEditionRules', () => {
  it.each(AE_WWII_SEED.editions.map((e) => [e.id, e.rules] as const))('reads back the %s rules as stored in jsonb', (_, rules) => {
    const stored: unknown = JSON.parse(JSON.stringify(rules));
    expect(parseEditionRules(stored, 'test')).toEqual(rules);
  });

  const base = (): Record<string, unknown> => JSON.parse(JSON.stringify(AE_WWII_SEED.editions[0]?.rules)) as Record<string, unknown>;

  it.each([
    ['a missing field', (r: Record<string, unknown>) => delete r.targeting, /missing targeting/],
    ['an unknown edition', (r: Record<string, unknown>) => (r.edition = 'de'), /edition/],
    ['a non-numeric cover', (r: Record<string, unknown>) => (r.cover = { none: 0, light: '1', substantial: 3, heavy: 8 }), /cover.light/],
    ['an unknown cover', (r: Record<string, unknown>) => (r.cover = { none: 0, light: 1, substantial: 3, heavy: 8, bunker: 9 }), /bunker/],
    ['an unknown inoculation effect', (r: Record<string, unknown>) => (r.inoculation = [{ from: 1, to: 6, value: 'fly' }]), /inoculation/],
    ['a bad scatter value', (r: Record<string, unknown>) => (r.indirectMiss = [{ from: 1, to: 6, value: -1 }]), /scatter/],
    ['an unknown rulings key', (r: Record<string, unknown>) => (r.rulings = { cover: 'x' }), /rulings key/],
  ])('rejects %s', (_, mutate, message) => {
    const rules = base();
    mutate(rules);
    expect(() => parseEditionRules(rules, 'test')).toThrow(message);
  });
});
