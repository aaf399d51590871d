import { ApiQuery } from '@nestjs/swagger';
import { LANGUAGES, LANGUAGE_TAG_PATTERN } from './lang';

/** What `lang` accepts, said once for the OpenAPI `lang` query parameter and the GraphQL `Lang` scalar. */
export const LANG_TAG_DESCRIPTION =
  `Language of names, summaries, rulings and error messages: a BCP 47 language tag (\`es\`, \`es-ES\`, \`fr-CA\`, \`EN-us\`; ` +
  `Discord's \`interaction.locale\` as it comes), matched case-insensitively on its language subtag. ` +
  `Available: ${LANGUAGES.join(', ')}; any other well-formed tag (\`de\`, \`pt-BR\`) is answered in en, and Content-Language says so. ` +
  'A malformed value is a 400 naming `lang`.';

const EXAMPLES: readonly (readonly [string, string])[] = [
  ['es', 'Spanish'],
  ['es-ES', 'Spanish (Discord locale)'],
  ['fr-CA', 'French'],
  ['EN-us', 'English, any case'],
  ['pt-BR', 'A language not available: answered in en'],
];

/**
 * The `?lang=` query parameter of every localized REST route: wins over Accept-Language, default
 * en. One declaration so that every route documents the same contract.
 */
export const ApiLangQuery = (): MethodDecorator =>
  ApiQuery({
    name: 'lang',
    required: false,
    description: `${LANG_TAG_DESCRIPTION} Wins over Accept-Language; default: Accept-Language, else en.`,
    schema: { type: 'string', pattern: LANGUAGE_TAG_PATTERN.source },
    examples: Object.fromEntries(EXAMPLES.map(([value, summary]) => [value, { value, summary }])),
  });
