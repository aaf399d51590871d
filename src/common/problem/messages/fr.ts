import type { Catalog } from '../../i18n/messages';
import type { ProblemKey } from './en';

/*
 * French typography: a no-break space before `:` and inside « », a narrow no-break space before
 * `;`, `?` and `!` (test/support/message-catalogs.ts checks every rendered text). Written as
 * escapes: in the source they would be invisible.
 */
const NBSP = '\u00a0';
const NNBSP = '\u202f';
const q = (x: string | number): string => `«${NBSP}${x}${NBSP}»`;

/** French plurals: 0 and 1 are singular. */
const s = (n: string | number, one: string, many: string): string => (Number(n) <= 1 ? one : many);
const more = (n: string | number | undefined): string => (n !== undefined && Number(n) > 0 ? ` (et ${n} ${s(n, 'autre', 'autres')})` : '');
/** "par minute" for one unit, "toutes les 30 secondes" for several (all three units are feminine). */
const every = (n: string | number, one: string, many: string): string => (Number(n) === 1 ? `par ${one}` : `toutes les ${n} ${many}`);

/** French texts of problems (keys and {params} as in en.ts). Vouvoiement, as the rulings use. */
export const fr: Catalog<ProblemKey> = {
  'title.validation': 'Requête invalide',
  'title.malformed-json': 'JSON mal formé',
  'title.bad-request': 'Requête incorrecte',
  'title.rule-violation': 'Les règles l’interdisent',
  'title.unknown-id': 'Identifiant inconnu',
  'title.bad-dice': 'Les dés ne conviennent pas',
  'title.too-large': 'Requête trop lourde à résoudre',
  'title.not-found': 'Introuvable',
  'title.method-not-allowed': 'Méthode non autorisée',
  'title.unsupported-media-type': 'Type de contenu non pris en charge',
  'title.payload-too-large': 'Corps de requête trop volumineux',
  'title.unauthorized': 'Non autorisé',
  'title.forbidden': 'Accès refusé',
  'title.conflict': 'Conflit',
  'title.rate-limited': 'Trop de requêtes',
  'title.unavailable': 'Service indisponible',
  'title.internal': 'Erreur interne',

  'generic.validation': 'La requête n’est pas valide.',
  'generic.malformed-json': 'Le corps n’est pas un JSON valide.',
  'generic.bad-request': 'La requête est incompréhensible.',
  'generic.rule-violation': 'Les règles n’autorisent pas cette situation.',
  'generic.unknown-id': 'La requête mentionne quelque chose qui n’existe pas.',
  'generic.bad-dice': 'Les dés fournis ne conviennent pas à cette résolution.',
  'generic.too-large': 'La requête demande plus de calcul que le service n’en autorise.',
  'generic.not-found': 'Il n’y a rien à cette adresse.',
  'generic.method-not-allowed': 'Cette méthode n’est pas autorisée ici.',
  'generic.unsupported-media-type': 'Envoyez le corps en JSON, avec `Content-Type: application/json`.',
  'generic.payload-too-large': 'Le corps dépasse la taille acceptée par ce serveur.',
  'generic.unauthorized': 'Cette requête nécessite une clé d’API valide.',
  'generic.forbidden': 'Cette clé d’API n’a pas le droit de faire cela.',
  'generic.conflict': 'Cela entre en conflit avec ce qui est déjà enregistré.',
  'generic.rate-limited': 'Trop de requêtes. Réessayez plus tard.',
  'generic.unavailable': 'Le service est indisponible. Réessayez dans un instant.',
  'generic.internal': 'Une erreur inattendue s’est produite. Elle a été journalisée.',

  'detail.validation': (p) => `Le champ ${p.path} ${p.message}${more(p.more)}.`,
  'detail.validation-body': (p) => `Le corps de la requête ${p.message}${more(p.more)}.`,
  'detail.rule': (p) => `${p.path}${NBSP}: ${p.message}${more(p.more)}.`,

  'detail.empty-body': `Le corps est vide${NNBSP}; envoyez un objet JSON.`,
  'detail.bad-content-length': 'L’en-tête Content-Length ne correspond pas au corps.',
  'detail.bad-url': 'L’URL n’est pas valide.',
  'detail.uri-too-long': 'Une partie de l’URL est trop longue.',
  'detail.no-route': 'La route {method} {path} n’existe pas.',
  'detail.post-only': '{path} n’accepte que POST, avec un corps application/json.',
  'detail.payload-too-large': 'Le corps dépasse {limit} octets, le maximum accepté par ce serveur.',

  'detail.key-malformed': `La clé d’API est mal formée${NBSP}: format attendu \`arb_<id>_<secret>_<checksum>\`.`,
  'detail.key-checksum': `La clé d’API ne correspond pas à sa somme de contrôle${NBSP}: elle a été mal saisie ou tronquée.`,
  'detail.key-unknown': 'La clé d’API est inconnue ou révoquée.',
  'detail.key-scheme': `L’en-tête Authorization doit utiliser le schéma Bearer${NBSP}: \`Authorization: Bearer <clé d’API>\`.`,
  'detail.key-ambiguous': `Authorization et X-API-Key portent des clés différentes${NNBSP}; n’en envoyez qu’une.`,
  'detail.key-required': 'Cette opération nécessite une clé d’API.',
  'detail.scope-needs-key': 'Cette opération nécessite une clé d’API avec le droit {scope} (`Authorization: Bearer <clé>` ou `X-API-Key`).',
  'detail.scope-missing': 'La clé d’API {keyId} n’a pas le droit {scope}.',
  'detail.unknown-api-key': 'Il n’existe aucune clé d’API {id}.',

  'detail.rate-limited-anonymous': `Limite de requêtes dépassée${NBSP}: {max} requêtes {window} pour les requêtes anonymes d’une même adresse. Réessayez dans {seconds} s (Retry-After).`,
  'detail.rate-limited-key': `Limite de requêtes dépassée${NBSP}: {max} requêtes {window} pour cette clé d’API. Réessayez dans {seconds} s (Retry-After).`,
  'window.hours': (p) => every(p.n, 'heure', 'heures'),
  'window.minutes': (p) => every(p.n, 'minute', 'minutes'),
  'window.seconds': (p) => every(p.n, 'seconde', 'secondes'),
  'window.ms': 'toutes les {n} ms',

  'detail.database-unavailable': 'La base de données est indisponible. Réessayez dans un instant.',
  'detail.database-unavailable-write': `La base de données est indisponible${NNBSP}; rien n’a été enregistré. Réessayez dans un instant.`,
  'detail.no-database': 'Cette instance fonctionne sans base de données.',
  'detail.no-database-custom': `Cette instance fonctionne sans base de données${NNBSP}; les catalogues personnalisés sont indisponibles.`,
  'detail.duplicate': 'Une entrée porte déjà cet identifiant.',
  'detail.constraint': 'L’entrée enfreint une contrainte du catalogue.',
  'detail.nul-character': 'L’entrée contient un caractère impossible à enregistrer (U+0000).',
  'detail.shutting-down': `Le serveur s’arrête. Renvoyez la requête${NBSP}: elle n’a pas été traitée.`,
  'detail.not-ready': `Pas prêt${NBSP}: le catalogue n’est pas chargé.`,
  'detail.not-ready-database': `Pas prêt${NBSP}: le catalogue n’est pas chargé et la base de données ne répond pas.`,

  'detail.unknown-game': `Il n’existe aucun jeu ${q('{id}')}.`,
  'detail.unknown-faction': `Il n’existe aucune faction ${q('{id}')} dans le jeu ${q('{game}')}.`,
  'detail.unknown-unit': `Il n’existe aucune unité ${q('{id}')} dans le jeu ${q('{game}')}.`,
  'detail.unknown-weapon': `Il n’existe aucune arme ${q('{id}')} dans le jeu ${q('{game}')}.`,
  'detail.unknown-ruling': `Il n’existe aucune interprétation des règles ${q('{id}')} dans le jeu ${q('{game}')}.`,
  'detail.custom-unit-exists': `Vous avez déjà une unité personnalisée ${q('{id}')} (si elle a été supprimée, POST /v1/ae-wwii/units/{id}/restore la rétablit).`,
  'detail.custom-weapon-exists': `Vous avez déjà une arme personnalisée ${q('{id}')} (si elle a été supprimée, POST /v1/ae-wwii/weapons/{id}/restore la rétablit).`,
  'detail.custom-unit-missing': `Vous n’avez aucune unité personnalisée ${q('{id}')}.`,
  'detail.custom-weapon-missing': `Vous n’avez aucune arme personnalisée ${q('{id}')}.`,
  'detail.custom-unit-deleted': `Votre unité personnalisée ${q('{id}')} est supprimée${NNBSP}; POST /v1/ae-wwii/units/{id}/restore la rétablit.`,
  'detail.custom-weapon-deleted': `Votre arme personnalisée ${q('{id}')} est supprimée${NNBSP}; POST /v1/ae-wwii/weapons/{id}/restore la rétablit.`,
  'detail.builtin-unit': `${q('{id}')} n’est pas un identifiant d’unité personnalisée${NBSP}: le catalogue intégré est en lecture seule${NNBSP}; les unités personnalisées s’écrivent \`custom/<slug>\`.`,
  'detail.builtin-weapon': `${q('{id}')} n’est pas un identifiant d’arme personnalisée${NBSP}: le catalogue intégré est en lecture seule${NNBSP}; les armes personnalisées s’écrivent \`custom-<slug>\`.`,

  'field.key-required': 'nécessite une clé d’API',
  'field.scope-missing': 'la clé n’a pas le droit {scope}',
  'field.lang': 'doit être une balise de langue comme `es`, `es-ES` ou `fr-CA`',
  'field.boolean': 'doit valoir true ou false',
  'field.owner': 'doit être {slug}, de {max} caractères au plus',
  'field.api-key-id': `doit être l’identifiant public d’une clé${NBSP}: les 8 lettres et chiffres qui suivent \`arb_\``,
  'field.slug-mismatch': `doit être ${q('{slug}')}, le slug de l’URL (une entrée ne peut pas être renommée)`,
  'field.stored-weapon-range': 'doit être supérieur à 0 pour une arme enregistrée',
  'field.positive-or-absent': 'doit être supérieur à 0 (omettez-le s’il n’y en a pas)',
  'field.not-both': 'indiquez {a} ou {b}, pas les deux',
  'field.custom-unit-only': 'seuls les identifiants `custom/<slug>` peuvent être modifiés',
  'field.custom-weapon-only': 'seuls les identifiants `custom-<slug>` peuvent être modifiés',
  'field.catalog-not-loaded': 'n’est pas chargé',
  'field.database-down': 'ne répond pas',

  'validation.required': 'est obligatoire',
  'validation.unknown-field': 'n’existe pas dans cette requête',
  'validation.type': 'doit être {types}',
  'validation.enum': `doit être l’une de ces valeurs${NBSP}: {values}`,
  'validation.minimum': 'doit être supérieur ou égal à {limit}',
  'validation.maximum': 'doit être inférieur ou égal à {limit}',
  'validation.exclusive-minimum': 'doit être supérieur à {limit}',
  'validation.exclusive-maximum': 'doit être inférieur à {limit}',
  'validation.not-empty': 'ne doit pas être vide',
  'validation.min-length': (p) => `doit contenir au moins ${p.limit} ${s(p.limit, 'caractère', 'caractères')}`,
  'validation.max-length': (p) => `doit contenir au plus ${p.limit} ${s(p.limit, 'caractère', 'caractères')}`,
  'validation.min-items': (p) => `doit contenir au moins ${p.limit} ${s(p.limit, 'élément', 'éléments')}`,
  'validation.max-items': (p) => `doit contenir au plus ${p.limit} ${s(p.limit, 'élément', 'éléments')}`,
  'validation.unique-items': 'contient {value} plusieurs fois',
  'validation.pattern': 'doit être {format}',
  'validation.format': 'n’a pas le format attendu',
  'validation.id-or-profile': 'doit être {id}, ou un profil en ligne `{ "profile": { ... } }`',
  'validation.exactly-one': `doit avoir exactement un de ces champs${NBSP}: {keys}`,
  'validation.unique-by': 'reprend la valeur {value} du champ {key} d’un élément précédent',
  'validation.invalid': 'n’est pas valide',

  'type.integer': 'un nombre entier',
  'type.number': 'un nombre',
  'type.string': 'du texte (une chaîne JSON)',
  'type.boolean': 'true ou false',
  'type.object': 'un objet `{ ... }`',
  'type.array': 'une liste `[ ... ]`',
  'type.null': 'null',
  'list.or': '{a} ou {b}',
  quoted: q('{value}'),

  'format.unit-id': 'un identifiant d’unité comme `german-geneticists/wehrmacht` (lettres minuscules, chiffres et tirets, faction/unité)',
  'format.weapon-id': 'un identifiant d’arme comme `kar98k` ou `custom-rail-gun` (lettres minuscules, chiffres et tirets)',
  'format.rate-of-fire': 'une cadence de tir comme `1:2` (tirs:PA, chacun de 1 à 99)',
  'format.slug': 'un slug comme `iron-hero` (lettres minuscules et chiffres, mots reliés par un seul tiret)',
};
