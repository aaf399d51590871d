import type { PatternFormat } from '../registry';
import { UNIT_ID_PATTERN } from './dto/model.dto';
import { RATE_OF_FIRE_PATTERN, WEAPON_ID_PATTERN } from './dto/weapon-profile.dto';

/** AE-WWII's own request patterns in words, for the 400 that names them. */
export const AE_WWII_FORMATS: readonly PatternFormat[] = [
  { pattern: UNIT_ID_PATTERN.source, words: {
    en: 'a unit id like `german-geneticists/wehrmacht` (lowercase letters, digits and dashes, faction/unit)',
    es: 'un identificador de unidad como `german-geneticists/wehrmacht` (letras minúsculas, cifras y guiones, facción/unidad)',
    fr: 'un identifiant d’unité comme `german-geneticists/wehrmacht` (lettres minuscules, chiffres et tirets, faction/unité)',
  } },
  { pattern: WEAPON_ID_PATTERN.source, words: {
    en: 'a weapon id like `kar98k` or `custom-rail-gun` (lowercase letters, digits and dashes)',
    es: 'un identificador de arma como `kar98k` o `custom-rail-gun` (letras minúsculas, cifras y guiones)',
    fr: 'un identifiant d’arme comme `kar98k` ou `custom-rail-gun` (lettres minuscules, chiffres et tirets)',
  } },
  { pattern: RATE_OF_FIRE_PATTERN.source, words: {
    en: 'a rate of fire like `1:2` (shots:action points, each from 1 to 99)',
    es: 'una Tasa de Fuego como `1:2` (disparos:PA, cada uno de 1 a 99)',
    fr: 'une cadence de tir comme `1:2` (tirs:PA, chacun de 1 à 99)',
  } },
];
