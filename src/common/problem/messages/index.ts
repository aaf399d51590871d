import { Messages, MessageParams, MessageRef, Text } from '../../i18n/messages';
import { ProblemKey, en } from './en';
import { es } from './es';
import { fr } from './fr';

export type { ProblemKey };

/** A problem text: a message of the problem catalogs, or text already in the reply's language. */
export type ProblemText = Text<ProblemKey>;
export type ProblemMessage = MessageRef<ProblemKey>;

/** The problem catalogs in every language, and their translators (made once, at startup). */
export const PROBLEM_CATALOGS = { en, es, fr } as const;
export const problemMessages = new Messages<ProblemKey>(PROBLEM_CATALOGS);

/** `problemMsg('validation.maximum', { limit: 1000 })`: a problem text rendered in the reply's language. */
export const problemMsg = (key: ProblemKey, params?: MessageParams): ProblemMessage => (params ? { key, params } : { key });
