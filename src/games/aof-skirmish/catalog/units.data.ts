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
  readonly summary: Localized;
}

export interface AofSeedUnit {
  readonly faction: string;
  readonly slug: string;
  readonly name: Localized;
  readonly summary: Localized;
  readonly profile: StoredUnitProfile;
}

export const AOF_FACTIONS: readonly AofSeedFaction[] = [
  {
    id: 'hollow-marches',
    name: { en: 'Hollow Marches', es: 'Marcas Huecas', fr: 'Marches creuses' },
    summary: {
      en: 'Wardens of the border woods: steady spears, patient archers and old things that wake when called.',
      es: 'Guardianes de los bosques fronterizos: lanzas firmes, arqueros pacientes y seres antiguos que despiertan cuando se les llama.',
      fr: 'Gardiens des bois frontaliers\u202f: lances solides, archers patients et vieilles choses qui s\u2019éveillent à l\u2019appel.',
    },
  },
  {
    id: 'cinder-clans',
    name: { en: 'Cinder Clans', es: 'Clanes de Ceniza', fr: 'Clans de cendre' },
    summary: {
      en: 'Raiders from the burnt hills: fast, furious and fond of fire.',
      es: 'Saqueadores de las colinas quemadas: rápidos, furiosos y amigos del fuego.',
      fr: 'Pillards des collines brûlées\u202f: rapides, furieux et amateurs de feu.',
    },
  },
];

const w = (name: string, range: number, attacks: number, rules: StoredUnitProfile['rules'] = []) => ({ name, range, attacks, rules });

export const AOF_UNITS: readonly AofSeedUnit[] = [
  {
    faction: 'hollow-marches',
    slug: 'wardens',
    name: { en: 'Wardens', es: 'Guardianes', fr: 'Gardiens' },
    summary: { en: 'Spear-armed guards who meet a charge first.', es: 'Guardias con lanza que reciben la carga los primeros.', fr: 'Gardes armés de lances qui frappent les premiers quand on les charge.' },
    profile: { quality: 4, defense: 4, models: 5, points: 60, rules: [], equipment: [w('Ash spear', 0, 1, [{ id: 'counter' }])] },
  },
  {
    faction: 'hollow-marches',
    slug: 'thornbows',
    name: { en: 'Thornbows', es: 'Arcos de Espino', fr: 'Arcs d\u2019épine' },
    summary: { en: 'Archers of the hedgerows, with knives for when the enemy comes close.', es: 'Arqueros de los setos, con cuchillos para cuando el enemigo se acerca.', fr: 'Archers des haies, avec des couteaux pour quand l\u2019ennemi approche.' },
    profile: { quality: 4, defense: 5, models: 5, points: 70, rules: [], equipment: [w('Thornbow', 24, 1), w('Knife', 0, 1)] },
  },
  {
    faction: 'hollow-marches',
    slug: 'lantern-keeper',
    name: { en: 'Lantern Keeper', es: 'Guardafaroles', fr: 'Gardien de lanterne' },
    summary: { en: 'A hero who carries the old light; hard to bring down, and feared.', es: 'Un héroe que porta la vieja luz; difícil de abatir, y temido.', fr: 'Un héros qui porte la vieille lumière\u202f; difficile à abattre, et redouté.' },
    profile: { quality: 3, defense: 4, models: 1, points: 55, rules: [{ id: 'hero' }, { id: 'tough', rating: 3 }, { id: 'fear', rating: 1 }], equipment: [w('Lantern blade', 0, 3, [{ id: 'ap', rating: 1 }])] },
  },
  {
    faction: 'hollow-marches',
    slug: 'moss-giant',
    name: { en: 'Moss Giant', es: 'Gigante de Musgo', fr: 'Géant moussu' },
    summary: { en: 'A slow giant of the deep woods whose club leaves nothing standing.', es: 'Un gigante lento de los bosques profundos cuya maza no deja nada en pie.', fr: 'Un géant lent des bois profonds dont la massue ne laisse rien debout.' },
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
    summary: { en: 'Quick raiders who hit hardest when they charge.', es: 'Saqueadores veloces que golpean más fuerte al cargar.', fr: 'Des pillards rapides qui frappent le plus fort en chargeant.' },
    profile: { quality: 4, defense: 5, models: 5, points: 60, rules: [{ id: 'furious' }, { id: 'fast' }], equipment: [w('Cleaver', 0, 1, [{ id: 'rending' }])] },
  },
  {
    faction: 'cinder-clans',
    slug: 'ember-slingers',
    name: { en: 'Ember Slingers', es: 'Honderos de Brasa', fr: 'Frondeurs de braise' },
    summary: { en: 'Slingers who lob burning pots over walls and hedges.', es: 'Honderos que lanzan ollas ardientes por encima de muros y setos.', fr: 'Des frondeurs qui lancent des pots enflammés par-dessus murs et haies.' },
    profile: { quality: 5, defense: 5, models: 5, points: 50, rules: [], equipment: [w('Ember pots', 12, 1, [{ id: 'blast', rating: 3 }, { id: 'indirect' }]), w('Knife', 0, 1)] },
  },
  {
    faction: 'cinder-clans',
    slug: 'bog-trolls',
    name: { en: 'Bog Trolls', es: 'Trolls del Pantano', fr: 'Trolls des tourbières' },
    summary: { en: 'Hulking trolls whose wounds close as fast as they are dealt.', es: 'Trolls enormes cuyas heridas se cierran tan rápido como se las hacen.', fr: 'Des trolls massifs dont les blessures se referment aussitôt reçues.' },
    profile: { quality: 4, defense: 4, models: 3, points: 120, rules: [{ id: 'tough', rating: 3 }, { id: 'regeneration' }], equipment: [w('Claws', 0, 2, [{ id: 'ap', rating: 1 }])] },
  },
  {
    faction: 'cinder-clans',
    slug: 'cinder-seer',
    name: { en: 'Cinder Seer', es: 'Vidente de Ceniza', fr: 'Voyante de cendre' },
    summary: { en: 'A hero who reads the embers and calls fire down on the enemy.', es: 'Una heroína que lee las brasas y hace caer el fuego sobre el enemigo.', fr: 'Une héroïne qui lit les braises et fait pleuvoir le feu sur l\u2019ennemi.' },
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
