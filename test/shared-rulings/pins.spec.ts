import { buildEngineCatalog, catalogDataOf } from '../../src/catalog/catalog-data';
import type { CatalogData } from '../../src/engine/core/game';
import { AE_WWII_GAME } from '../../src/games/ae-wwii';
import { canonicalJson, catalogWithPins, entriesApart, pinsOf } from '../../src/shared-rulings/pins';

/**
 * The entries a shared ruling keeps (src/shared-rulings/pins.ts), on AE-WWII's seed: every id the
 * body names, closed over the profiles (a unit's weapons), each charged to the body's top-level
 * field that named it; what the built-in catalog already holds as is is not put in again.
 */
describe('pinned entries', () => {
  const game = AE_WWII_GAME.definition;
  const base = buildEngineCatalog(game, catalogDataOf(game, AE_WWII_GAME.seed()));
  const ids = (data: CatalogData, body: Record<string, unknown>): string[] => pinsOf(data, body).entries.map((p) => `${p.kind}:${p.data.id}`);

  it("keeps the ids the body names and those their profiles name, charged to the body's field", () => {
    const body = { attacker: { unit: 'german-geneticists/wehrmacht' }, weapon: 'kar98k', target: { unit: 'american-sci-tech/airborne' }, distance: 12, dice: { seed: 'kar98k' } };
    const pins = pinsOf(base.data, body);
    const airborne = base.data.entries.get('unit')?.get('american-sci-tech/airborne')?.data.profile as { weapons: string[] };
    // The Wehrmacht and its three weapons (the KAR98k among them), then the Airborne and its own.
    expect(ids(base.data, body)).toEqual([
      'unit:german-geneticists/wehrmacht',
      'weapon:kar98k',
      'weapon:stg44',
      'weapon:grenades',
      'unit:american-sci-tech/airborne',
      ...airborne.weapons.filter((w) => !['kar98k', 'stg44', 'grenades'].includes(w)).map((w) => `weapon:${w}`),
    ]);
    expect(pins.namedBy.get('weapon:stg44')).toBe('attacker');
    // `dice` names nothing, whatever its seed spells.
    expect([...pins.namedBy.values()]).not.toContain('dice');
  });

  it('puts in only what the built-in catalog lacks or holds otherwise', () => {
    const { entries } = pinsOf(base.data, { weapon: 'kar98k' });
    expect(entriesApart(base.data, entries)).toEqual([]);
    expect(catalogWithPins(game, base, [])).toBe(base);
    // The same entry read back from jsonb (its keys reordered) is the same entry.
    const reordered = entries.map((p) => ({ kind: p.kind, data: JSON.parse(canonicalJson(p.data)) as typeof p.data }));
    expect(entriesApart(base.data, reordered)).toEqual([]);

    // A kept KAR98k of strength 6 (an erratum since, say) replaces the built-in one in the ruling's catalog only.
    const kar = entries[0];
    const kept = { kind: 'weapon', data: { ...kar.data, profile: { ...(kar.data.profile as object), strength: 6 } } };
    expect(entriesApart(base.data, [kept])).toEqual([kept]);
    const pinned = catalogWithPins(game, base, [kept]) as typeof base & { weapons: Map<string, { strength: number }> };
    expect(pinned.weapons.get('kar98k')?.strength).toBe(6);
    expect((base as typeof pinned).weapons.get('kar98k')?.strength).toBe(4);
  });

  it('refuses a kept entry the game no longer accepts', () => {
    const kar = pinsOf(base.data, { weapon: 'kar98k' }).entries[0];
    expect(() => catalogWithPins(game, base, [{ kind: 'weapon', data: { ...kar.data, profile: { range: 'far' } } }])).toThrow(/pinned entry ae-wwii\/weapon\/kar98k/);
    expect(() => catalogWithPins(game, base, [{ kind: 'vehicle', data: kar.data }])).toThrow(/no catalog kind 'vehicle'/);
  });
});
