/**
 * The built-in AoF Skirmish catalog in the shared records format (src/catalog/records.ts), from
 * the game's data files: the example units and factions, the special rules with their rating
 * parameter, and the rulings register. What an app without a database serves; the database gets
 * the same from the seed migration's frozen copy (aof-skirmish.seed.spec.ts checks they agree, so
 * a change here ships with a migration that makes it).
 */
import type { CatalogRecords, Localized } from '../../../catalog/records';
import { AOF_SKIRMISH_MESSAGES } from '../../../engine/aof-skirmish';
import { AOF_RULINGS } from './rulings.data';
import { AOF_SPECIAL_RULES } from './special-rules.data';
import { AOF_FACTIONS, AOF_UNITS, aofUnitId } from './units.data';

export const AOF_SKIRMISH_GAME_ID = 'aof-skirmish';

const title = (lang: keyof typeof AOF_SKIRMISH_MESSAGES): string => AOF_SKIRMISH_MESSAGES[lang]['game.title'] as string;

const GAME_SUMMARY: Localized = {
  en: 'Fantasy skirmish: small units, Quality and Defense tests on a d6, special rules with ratings; one rules text, served in English, Spanish and French.',
  es: 'Escaramuzas de fantasía: unidades pequeñas, chequeos de Calidad y Defensa con un d6, reglas especiales con valor; un único texto de reglas, servido en inglés, español y francés.',
  fr: 'Escarmouches fantastiques\u202f: petites unités, tests de Qualité et de Défense au d6, règles spéciales avec valeur\u202f; un seul texte de règles, servi en anglais, espagnol et français.',
};

export function aofSkirmishSeed(): CatalogRecords {
  return {
    game: { id: AOF_SKIRMISH_GAME_ID, name: { en: title('en'), es: title('es'), fr: title('fr') }, summary: GAME_SUMMARY },
    editions: [],
    factions: AOF_FACTIONS.map((f) => ({ id: f.id, name: f.name, summary: f.summary })),
    specialRules: AOF_SPECIAL_RULES.map((r) => ({ id: r.id, name: r.name, summary: r.summary, parameter: r.parameter })),
    rulings: AOF_RULINGS.map((r) => ({ id: r.id, kind: r.kind, editions: null, title: r.title, text: r.text })),
    entries: AOF_UNITS.map((u) => ({ kind: 'unit', id: aofUnitId(u), faction: u.faction, name: u.name, summary: u.summary, profile: u.profile })),
  };
}
