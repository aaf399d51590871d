/**
 * The built-in Wartime catalog in the shared records format (src/catalog/records.ts), from the
 * game's data files: the example archetypes and the rulings register. What an app without a
 * database serves; the database gets the same from the seed migration's frozen copy
 * (wartime.seed.spec.ts checks they agree, so a change here ships with a migration that makes it).
 */
import type { CatalogRecords, Localized } from '../../../catalog/records';
import { WARTIME_MESSAGES } from '../../../engine/wartime';
import { WARTIME_EXAMPLE_ARCHETYPES } from './archetypes.data';
import { WARTIME_RULINGS } from './rulings.data';

export const WARTIME_GAME_ID = 'wartime';

const title = (lang: keyof typeof WARTIME_MESSAGES): string => WARTIME_MESSAGES[lang]['game.title'] as string;

const GAME_SUMMARY: Localized = {
  en: 'Skirmish at any scale: d10 roll-under checks on five attributes, Energy, Fortune and Will; archetypes priced from the rule document\u2019s tables. Served in English, Spanish and French.',
  es: 'Escaramuzas a cualquier escala: chequeos de d10 por debajo sobre cinco atributos, Energía, Fortuna y Voluntad; arquetipos valorados con las tablas del reglamento. Servido en inglés, español y francés.',
  fr: 'Escarmouches à toute échelle\u202f: tests au d10 sous cinq caractéristiques, Énergie, Fortune et Volonté\u202f; archétypes chiffrés avec les tables du règlement. Servi en anglais, espagnol et français.',
};

export function wartimeSeed(): CatalogRecords {
  return {
    game: { id: WARTIME_GAME_ID, name: { en: title('en'), es: title('es'), fr: title('fr') }, summary: GAME_SUMMARY },
    editions: [],
    factions: [],
    specialRules: [],
    rulings: WARTIME_RULINGS.map((r) => ({ id: r.id, kind: r.kind, editions: null, title: r.title, text: r.text })),
    entries: WARTIME_EXAMPLE_ARCHETYPES.map((a) => ({ kind: 'archetype', id: a.id, faction: null, name: a.name, summary: a.summary, profile: a.profile })),
  };
}
