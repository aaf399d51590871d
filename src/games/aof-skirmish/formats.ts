import type { PatternFormat } from '../registry';
import { AOF_UNIT_ID_PATTERN } from './dto/units';

/** AoF Skirmish's own request patterns in words, for the 400 that names them. */
export const AOF_SKIRMISH_FORMATS: readonly PatternFormat[] = [{ pattern: AOF_UNIT_ID_PATTERN.source, words: {
    en: 'a unit id like `hollow-marches/wardens` or `custom/my-unit` (faction/unit: lowercase letters and digits, words joined by single dashes)',
    es: 'un identificador de unidad como `hollow-marches/wardens` o `custom/my-unit` (facción/unidad: letras minúsculas y cifras, palabras unidas por un solo guion)',
    fr: 'un identifiant d’unité comme `hollow-marches/wardens` ou `custom/my-unit` (faction/unité : lettres minuscules et chiffres, mots reliés par un seul tiret)',
  } }];
