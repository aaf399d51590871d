import { SLUG } from '../../engine/wartime/catalog';
import type { PatternFormat } from '../registry';

/** Wartime's own request patterns in words, for the 400 that names them (an archetype id: built-in, `custom-<slug>`, or an owner's). */
export const WARTIME_FORMATS: readonly PatternFormat[] = [{ pattern: SLUG.pattern, words: {
    en: 'an archetype id like `rifleman` or `custom-sniper` (lowercase letters and digits, words joined by single dashes)',
    es: 'un identificador de arquetipo como `rifleman` o `custom-sniper` (letras minúsculas y cifras, palabras unidas por un solo guion)',
    fr: 'un identifiant d’archétype comme `rifleman` ou `custom-sniper` (lettres minuscules et chiffres, mots reliés par un seul tiret)',
  } }];
