import { Catalog, MessageParams, Messages } from '../../../common/i18n/messages';
import type { Lang } from '../../../engine/core/types';

/*
 * The warbook routes' own problem texts, in every language (the engine's Wartime catalog has the
 * violations' texts). Rendered when thrown: the services know the reply's language.
 */

const en = {
  'warbook-missing': "You have no warbook '{id}'.",
  'warbook-deleted': "Your warbook '{id}' is deleted; POST {restore} brings it back.",
  'warbook-exists': "You already have a warbook '{id}' (a deleted one can be brought back with POST {restore}).",
  'warbook-builtin': "'{id}' is a built-in example warbook: it is read-only. Create a warbook of your own to write.",
  'warbook-builtin-slug': "'{id}' is the slug of a built-in example warbook; choose another slug for yours.",
  'part-missing': "Warbook '{warbook}' has no {what} '{id}'.",
  'part-deleted': "The {what} '{id}' of warbook '{warbook}' is deleted; POST {restore} brings it back.",
  'part-exists': "Warbook '{warbook}' already has a {what} '{id}' (a deleted one can be brought back with POST {restore}).",
  'version-conflict': "'{id}' is at version {current}, not {given}: it changed since you read it. Read it again and retry.",
  'breaks-others': "The change would leave {count, plural, one {# other part} other {# other parts}} of warbook '{warbook}' naming what is no longer there or no longer fits; change them first.",
  'no-database': 'This instance runs without a database; warbooks are unavailable.',
  archetype: 'archetype',
  'play-list': 'play list',
} as const;

export type WarbookMessageKey = keyof typeof en;

const es: Catalog<WarbookMessageKey> = {
  'warbook-missing': "No tienes ningún warbook '{id}'.",
  'warbook-deleted': "Tu warbook '{id}' está borrado; POST {restore} lo recupera.",
  'warbook-exists': "Ya tienes un warbook '{id}' (uno borrado se recupera con POST {restore}).",
  'warbook-builtin': "'{id}' es un warbook de ejemplo incorporado: es de solo lectura. Crea un warbook propio para escribir.",
  'warbook-builtin-slug': "'{id}' es el slug de un warbook de ejemplo incorporado; elige otro slug para el tuyo.",
  'part-missing': "El warbook '{warbook}' no tiene ningún {what} '{id}'.",
  'part-deleted': "El {what} '{id}' del warbook '{warbook}' está borrado; POST {restore} lo recupera.",
  'part-exists': "El warbook '{warbook}' ya tiene un {what} '{id}' (uno borrado se recupera con POST {restore}).",
  'version-conflict': "'{id}' está en la versión {current}, no en la {given}: cambió desde que lo leíste. Léelo de nuevo y vuelve a intentarlo.",
  'breaks-others': "El cambio dejaría {count, plural, one {# otra parte} other {# otras partes}} del warbook '{warbook}' nombrando lo que ya no existe o ya no encaja; cámbialas antes.",
  'no-database': 'Esta instancia funciona sin base de datos; los warbooks no están disponibles.',
  archetype: 'arquetipo',
  'play-list': 'lista de juego',
};

const fr: Catalog<WarbookMessageKey> = {
  'warbook-missing': "Vous n'avez aucun warbook '{id}'.",
  'warbook-deleted': "Votre warbook '{id}' est supprimé ; POST {restore} le rétablit.",
  'warbook-exists': "Vous avez déjà un warbook '{id}' (un warbook supprimé se rétablit avec POST {restore}).",
  'warbook-builtin': "'{id}' est un warbook d'exemple intégré : il est en lecture seule. Créez votre propre warbook pour écrire.",
  'warbook-builtin-slug': "'{id}' est le slug d'un warbook d'exemple intégré ; choisissez un autre slug pour le vôtre.",
  'part-missing': "Le warbook '{warbook}' n'a aucun {what} '{id}'.",
  'part-deleted': "Le {what} '{id}' du warbook '{warbook}' est supprimé ; POST {restore} le rétablit.",
  'part-exists': "Le warbook '{warbook}' a déjà un {what} '{id}' (un élément supprimé se rétablit avec POST {restore}).",
  'version-conflict': "'{id}' est à la version {current}, pas {given} : il a changé depuis votre lecture. Relisez-le et réessayez.",
  'breaks-others': "Le changement laisserait {count, plural, one {# autre partie} other {# autres parties}} du warbook '{warbook}' nommant ce qui n'existe plus ou ne convient plus ; modifiez-les d'abord.",
  'no-database': 'Cette instance tourne sans base de données ; les warbooks sont indisponibles.',
  archetype: 'archétype',
  'play-list': 'liste de jeu',
};

export const WARBOOK_MESSAGE_CATALOGS = { en: en as Catalog<WarbookMessageKey>, es, fr } as const;
const messages = new Messages<WarbookMessageKey>(WARBOOK_MESSAGE_CATALOGS);

/** A warbook text in `lang` (plain text, as a problem detail carries it). */
export const warbookText = (lang: Lang, key: WarbookMessageKey, params?: MessageParams): string => messages.render(lang, params ? { key, params } : { key });
