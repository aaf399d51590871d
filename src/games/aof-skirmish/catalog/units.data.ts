/**
 * The project's own small example catalog for AoF Skirmish: original names and profiles (only
 * the special-rule names are the game's, and those are facts). Plain data: the seed migration
 * writes it to Postgres and engine tests build a catalog from it directly.
 */
import type { CatalogData } from '../../../engine/core/game';
import type { Text } from '../../../engine/core/types';
import { AOF_UNIT_KIND, buildAofCatalog, StoredUnitProfile } from '../../../engine/aof-skirmish/catalog';
import type { AofCatalog } from '../../../engine/aof-skirmish/model';
import type { Localized } from './rulings.data';

export interface AofSeedFaction {
  readonly id: string;
  readonly name: Localized;
}

export interface AofSeedUnit {
  readonly faction: string;
  readonly slug: string;
  readonly name: Localized;
  readonly profile: StoredUnitProfile;
}

export const AOF_FACTIONS: readonly AofSeedFaction[] = [
  { id: 'hollow-marches', name: { en: 'Hollow Marches', es: 'Marcas Huecas', fr: 'Marches creuses' } },
  { id: 'cinder-clans', name: { en: 'Cinder Clans', es: 'Clanes de Ceniza', fr: 'Clans de cendre' } },
];

const w = (name: string, range: number, attacks: number, rules: StoredUnitProfile['rules'] = []) => ({ name, range, attacks, rules });

export const AOF_UNITS: readonly AofSeedUnit[] = [
  {
    faction: 'hollow-marches',
    slug: 'wardens',
    name: { en: 'Wardens', es: 'Guardianes', fr: 'Gardiens' },
    profile: { quality: 4, defense: 4, models: 5, points: 60, rules: [], equipment: [w('Ash spear', 0, 1, [{ id: 'counter' }])] },
  },
  {
    faction: 'hollow-marches',
    slug: 'thornbows',
    name: { en: 'Thornbows', es: 'Arcos de Espino', fr: 'Arcs d\u2019épine' },
    profile: { quality: 4, defense: 5, models: 5, points: 70, rules: [], equipment: [w('Thornbow', 24, 1), w('Knife', 0, 1)] },
  },
  {
    faction: 'hollow-marches',
    slug: 'lantern-keeper',
    name: { en: 'Lantern Keeper', es: 'Guardafaroles', fr: 'Gardien de lanterne' },
    profile: { quality: 3, defense: 4, models: 1, points: 55, rules: [{ id: 'hero' }, { id: 'tough', rating: 3 }, { id: 'fear', rating: 1 }], equipment: [w('Lantern blade', 0, 3, [{ id: 'ap', rating: 1 }])] },
  },
  {
    faction: 'hollow-marches',
    slug: 'moss-giant',
    name: { en: 'Moss Giant', es: 'Gigante de Musgo', fr: 'Géant moussu' },
    profile: {
      quality: 4,
      defense: 3,
      models: 1,
      points: 90,
      rules: [{ id: 'tough', rating: 6 }, { id: 'impact', rating: 3 }, { id: 'fear', rating: 2 }],
      equipment: [w('Oak club', 0, 4, [{ id: 'ap', rating: 1 }, { id: 'deadly', rating: 3 }])],
    },
  },
  {
    faction: 'cinder-clans',
    slug: 'ash-raiders',
    name: { en: 'Ash Raiders', es: 'Saqueadores de Ceniza', fr: 'Pillards de cendre' },
    profile: { quality: 4, defense: 5, models: 5, points: 60, rules: [{ id: 'furious' }, { id: 'fast' }], equipment: [w('Cleaver', 0, 1, [{ id: 'rending' }])] },
  },
  {
    faction: 'cinder-clans',
    slug: 'ember-slingers',
    name: { en: 'Ember Slingers', es: 'Honderos de Brasa', fr: 'Frondeurs de braise' },
    profile: { quality: 5, defense: 5, models: 5, points: 50, rules: [], equipment: [w('Ember pots', 12, 1, [{ id: 'blast', rating: 3 }, { id: 'indirect' }]), w('Knife', 0, 1)] },
  },
  {
    faction: 'cinder-clans',
    slug: 'bog-trolls',
    name: { en: 'Bog Trolls', es: 'Trolls del Pantano', fr: 'Trolls des tourbières' },
    profile: { quality: 4, defense: 4, models: 3, points: 120, rules: [{ id: 'tough', rating: 3 }, { id: 'regeneration' }], equipment: [w('Claws', 0, 2, [{ id: 'ap', rating: 1 }])] },
  },
  {
    faction: 'cinder-clans',
    slug: 'cinder-seer',
    name: { en: 'Cinder Seer', es: 'Vidente de Ceniza', fr: 'Voyante de cendre' },
    profile: { quality: 4, defense: 5, models: 1, points: 60, rules: [{ id: 'hero' }, { id: 'caster', rating: 2 }, { id: 'tough', rating: 3 }], equipment: [w('Ember staff', 0, 1)] },
  },
];

export const aofUnitId = (u: Pick<AofSeedUnit, 'faction' | 'slug'>): string => `${u.faction}/${u.slug}`;

/** The example catalog as the loader hands it to the engine (built-in entries only). */
export function aofSeedCatalogData(): CatalogData {
  const units = new Map(
    AOF_UNITS.map((u) => {
      const id = aofUnitId(u);
      const name: Text = u.name;
      const data = { id, name, faction: u.faction, profile: u.profile };
      return [id, { data, profile: AOF_UNIT_KIND.parse(u.profile, data) }] as const;
    }),
  );
  return { editions: new Map(), entries: new Map([['unit', units]]), specialRules: new Map(), rulings: new Map(), factions: new Map(AOF_FACTIONS.map((f) => [f.id, f.name])) };
}

/** The engine's catalog built from the example data, for tests that run without a database. */
export const aofSeedCatalog = (): AofCatalog => buildAofCatalog(aofSeedCatalogData());
