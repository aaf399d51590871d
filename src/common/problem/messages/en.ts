import type { Catalog } from '../../i18n/messages';

/**
 * English texts of problems: titles, details and `errors[].message`, in the engine's template
 * language (`{param}`, `{n, plural, ...}`; src/engine/core/i18n.ts). The keys and params of es.ts
 * and fr.ts must match (their type requires every key; test/platform/messages.spec.ts checks the
 * params). Field messages are predicates read after the field's path ("distance must be at most
 * 1000"); details are sentences.
 */
export const en = {
  // Titles, one per problem type (problem.exception.ts).
  'title.validation': 'Invalid request',
  'title.malformed-json': 'Malformed JSON',
  'title.bad-request': 'Bad request',
  'title.rule-violation': 'The rules forbid this',
  'title.unknown-id': 'Unknown id',
  'title.bad-dice': 'Dice do not fit',
  'title.too-large': 'Request too large to resolve',
  'title.not-found': 'Not found',
  'title.method-not-allowed': 'Method not allowed',
  'title.unsupported-media-type': 'Unsupported media type',
  'title.payload-too-large': 'Payload too large',
  'title.unauthorized': 'Unauthorized',
  'title.forbidden': 'Forbidden',
  'title.conflict': 'Conflict',
  'title.rate-limited': 'Too many requests',
  'title.unavailable': 'Service unavailable',
  'title.internal': 'Internal error',

  // Details of errors that arrive without one of ours (the framework's), by problem type.
  'generic.validation': 'The request is not valid.',
  'generic.malformed-json': 'The body is not valid JSON.',
  'generic.bad-request': 'The request cannot be understood.',
  'generic.rule-violation': 'The rules do not allow this situation.',
  'generic.unknown-id': 'The request names something that does not exist.',
  'generic.bad-dice': 'The dice given do not fit this resolution.',
  'generic.too-large': 'The request needs more work than the service allows.',
  'generic.not-found': 'Nothing exists at this address.',
  'generic.method-not-allowed': 'This method is not allowed here.',
  'generic.unsupported-media-type': 'Send the body as JSON, with `Content-Type: application/json`.',
  'generic.payload-too-large': 'The body is larger than this server accepts.',
  'generic.unauthorized': 'This request needs a valid API key.',
  'generic.forbidden': 'This API key may not do this.',
  'generic.conflict': 'This conflicts with what is already stored.',
  'generic.rate-limited': 'Too many requests. Retry later.',
  'generic.unavailable': 'The service is unavailable. Retry shortly.',
  'generic.internal': 'An unexpected error occurred. It has been logged.',

  // Validation: the detail names the first offending field; every field is in `errors`.
  'detail.validation': '{path} {message}{more, plural, =0 {} other { (and # more)}}.',
  'detail.validation-body': 'The body {message}{more, plural, =0 {} other { (and # more)}}.',
  // Rule errors: the engine's messages, already in the reply's language.
  'detail.rule': '{path}: {message}{more, plural, =0 {} other { (and # more)}}.',

  'detail.empty-body': 'The body is empty; send a JSON object.',
  'detail.bad-content-length': 'The Content-Length header does not match the body.',
  'detail.bad-url': 'The URL is not valid.',
  'detail.uri-too-long': 'A part of the URL is too long.',
  'detail.no-route': 'There is no route {method} {path}.',
  'detail.post-only': '{path} accepts POST only, with an application/json body.',
  'detail.payload-too-large': 'The body is larger than {limit} bytes, the most this server accepts.',

  'detail.key-malformed': 'The API key is malformed: expected `arb_<id>_<secret>_<checksum>`.',
  'detail.key-checksum': 'The API key does not match its checksum: it was mistyped or truncated.',
  'detail.key-unknown': 'The API key is unknown or revoked.',
  'detail.key-scheme': 'The Authorization header must use the Bearer scheme: `Authorization: Bearer <API key>`.',
  'detail.key-ambiguous': 'Authorization and X-API-Key carry different keys; send one.',
  'detail.key-required': 'This operation needs an API key.',
  'detail.scope-needs-key': 'This operation needs an API key with the {scope} scope (`Authorization: Bearer <key>` or `X-API-Key`).',
  'detail.scope-missing': 'API key {keyId} lacks the {scope} scope.',
  'detail.unknown-api-key': 'There is no API key {id}.',

  'detail.rate-limited-anonymous': 'Rate limit exceeded: {max, plural, one {# request} other {# requests}} {window} for anonymous requests from one address. Retry in {seconds} s (Retry-After).',
  'detail.rate-limited-key': 'Rate limit exceeded: {max, plural, one {# request} other {# requests}} {window} for this API key. Retry in {seconds} s (Retry-After).',
  // The rate-limit window, as "per ..." (RATE_LIMIT_WINDOW is 1 s to 24 h).
  'window.hours': 'per {n, plural, one {# hour} other {# hours}}',
  'window.minutes': 'per {n, plural, one {# minute} other {# minutes}}',
  'window.seconds': 'per {n, plural, one {# second} other {# seconds}}',
  'window.ms': 'per {n} ms',

  'detail.database-unavailable': 'The database is unavailable. Retry shortly.',
  'detail.database-unavailable-write': 'The database is unavailable; nothing was written. Retry shortly.',
  'detail.no-database': 'This instance runs without a database.',
  'detail.no-database-custom': 'This instance runs without a database; custom catalogs are unavailable.',
  'detail.duplicate': 'An entry with that id already exists.',
  'detail.constraint': 'The entry breaks a catalog constraint.',
  'detail.nul-character': 'The entry contains a character that cannot be stored (U+0000).',
  'detail.shutting-down': 'The server is shutting down. Retry the request; it was not processed.',
  'detail.not-ready': 'Not ready: the catalog is not loaded.',
  'detail.not-ready-database': 'Not ready: the catalog is not loaded and the database does not answer.',

  'detail.unknown-game': "There is no game '{id}'.",
  'detail.unknown-faction': "There is no faction '{id}' in game '{game}'.",
  'detail.unknown-entry': "There is no '{id}' in game '{game}' ({catalog}).",
  'detail.catalog-not-loaded': 'The {game} catalog is not loaded on this instance.',
  'detail.custom-entry-exists': "You already have a custom entry '{id}' (a deleted one can be brought back with POST {restore}).",
  'detail.custom-entry-missing': "You have no custom entry '{id}'.",
  'detail.custom-entry-deleted': "Your custom entry '{id}' is deleted; POST {restore} brings it back.",
  'detail.builtin-entry': "'{id}' is not a custom id: the built-in catalog is read-only; custom entries here are `{shape}`.",
  'detail.version-conflict': "Your custom entry '{id}' is at version {current}, not {given}: it changed since you read it. Read it again and retry.",

  // errors[].message of one field (read after its path).
  'field.key-required': 'needs an API key',
  'field.scope-missing': 'the key lacks the {scope} scope',
  'field.lang': 'must be a language tag such as `es`, `es-ES` or `fr-CA`',
  'field.boolean': 'must be true or false',
  'field.owner': 'must be {slug}, at most {max} characters long',
  'field.api-key-id': 'must be the public id of a key: the 8 letters and digits after `arb_`',
  'field.slug-mismatch': "must be '{slug}', the slug in the URL (entries cannot be renamed)",
  'field.custom-only': 'only `{shape}` ids can be written',
  'field.id-mismatch': "must be '{id}', the id in the URL (entries cannot be renamed)",
  'field.faction-custom': "must be 'custom': custom entries belong to no built-in faction",
  'field.version-current': 'must be {current}, the current version',
  'field.derived': 'must be {value}, what {from} gives (it is derived from {from})',
  'field.stored-weapon-range': 'must be greater than 0 for a stored weapon',
  'field.positive-or-absent': 'must be greater than 0 (leave it out for none)',
  'field.not-both': 'give {a} or {b}, not both',
  'field.catalog-not-loaded': 'is not loaded',
  'field.database-down': 'does not answer',
  'field.nesting': 'is nested too deeply: at most {max} levels',

  // Validation keywords (the compiled JSON Schemas, common/validation).
  'validation.required': 'is required',
  'validation.unknown-field': 'is not a known field',
  'validation.type': 'must be {types}',
  'validation.enum': 'must be one of: {values}',
  'validation.minimum': 'must be at least {limit}',
  'validation.maximum': 'must be at most {limit}',
  'validation.exclusive-minimum': 'must be greater than {limit}',
  'validation.exclusive-maximum': 'must be less than {limit}',
  'validation.not-empty': 'must not be empty',
  'validation.min-length': 'must be at least {limit, plural, one {# character} other {# characters}} long',
  'validation.max-length': 'must be at most {limit, plural, one {# character} other {# characters}} long',
  'validation.min-items': 'must have at least {limit, plural, one {# item} other {# items}}',
  'validation.max-items': 'must have at most {limit, plural, one {# item} other {# items}}',
  'validation.unique-items': 'lists {value} more than once',
  'validation.pattern': 'must be {format}',
  'validation.format': 'is not in the expected format',
  'validation.id-or-profile': 'must be {id}, or an inline profile {example}',
  'validation.exactly-one': 'must have exactly one of these fields: {keys}',
  'validation.unique-by': 'repeats the {key} {value} of an earlier item',
  'validation.invalid': 'is not valid',

  'type.integer': 'a whole number',
  'type.number': 'a number',
  'type.string': 'text (a JSON string)',
  'type.boolean': 'true or false',
  'type.object': 'an object',
  'type.array': 'a list',
  'type.null': 'null',
  'list.or': '{a} or {b}',
  quoted: '"{value}"',

  // What a pattern means, in words (common/validation/patterns.ts).
  'format.unit-id': 'a unit id like `german-geneticists/wehrmacht` (lowercase letters, digits and dashes, faction/unit)',
  'format.weapon-id': 'a weapon id like `kar98k` or `custom-rail-gun` (lowercase letters, digits and dashes)',
  'format.rate-of-fire': 'a rate of fire like `1:2` (shots:action points, each from 1 to 99)',
  'format.slug': 'a slug like `iron-hero` (lowercase letters and digits, words joined by single dashes)',
  'format.entry-id': 'a catalog id like `kar98k` or `custom/iron-hero` (slugs, a faction and a slash before the slug in a faction’s catalog)',
  'format.aof-unit-id': 'a unit id like `hollow-marches/wardens` or `custom/my-unit` (faction/unit: lowercase letters and digits, words joined by single dashes)',
  'format.wartime-archetype-id': 'an archetype id like `rifleman` or `custom-sniper` (lowercase letters and digits, words joined by single dashes)',
} satisfies Catalog;

export type ProblemKey = keyof typeof en;
