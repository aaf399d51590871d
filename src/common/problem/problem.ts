import { RuleError, RuleErrorCode } from '../../engine/core/errors';
import { LANGUAGES, type Lang } from '../../engine/core/types';
import { problemMessages } from './messages';
import { ProblemFieldError, ProblemException, ProblemText, ProblemType, fieldMessage, firstOf, problemMsg } from './problem.exception';

/** The RFC 9457 body every error response carries, in one language. */
export interface ProblemBody {
  readonly type: string;
  readonly title: string;
  readonly status: number;
  readonly detail: string;
  readonly errors: readonly RenderedFieldError[];
}

export const PROBLEM_BASE_URI = 'https://arbiter.dev/problems/';
export const PROBLEM_CONTENT_TYPE = 'application/problem+json; charset=utf-8';

export const problemTypeUri = (type: ProblemType): string => PROBLEM_BASE_URI + type;

/** HTTP transport: the status of each problem type (one exhaustive mapping). */
export function problemStatus(type: ProblemType): number {
  switch (type) {
    case ProblemType.Validation:
    case ProblemType.MalformedJson:
    case ProblemType.BadRequest:
      return 400;
    case ProblemType.RuleViolation:
    case ProblemType.UnknownId:
    case ProblemType.BadDice:
    case ProblemType.TooLarge:
      return 422;
    case ProblemType.NotFound:
      return 404;
    case ProblemType.MethodNotAllowed:
      return 405;
    case ProblemType.UnsupportedMediaType:
      return 415;
    case ProblemType.PayloadTooLarge:
      return 413;
    case ProblemType.Unauthorized:
      return 401;
    case ProblemType.Forbidden:
      return 403;
    case ProblemType.Conflict:
    case ProblemType.QuotaExceeded:
      return 409;
    case ProblemType.RateLimited:
    case ProblemType.ShareQuota:
      return 429;
    case ProblemType.Unavailable:
      return 503;
    case ProblemType.Internal:
      return 500;
  }
}

/** Engine errors → problem types (one exhaustive mapping; the status follows from the type). */
export function ruleErrorProblemType(code: RuleErrorCode): ProblemType {
  switch (code) {
    case RuleErrorCode.RuleViolation:
      return ProblemType.RuleViolation;
    case RuleErrorCode.UnknownId:
      return ProblemType.UnknownId;
    case RuleErrorCode.BadDice:
      return ProblemType.BadDice;
    case RuleErrorCode.TooLarge:
      return ProblemType.TooLarge;
  }
}

/**
 * The engine renders its field messages in the request's language already (it was given the
 * language); the title and the detail around them are ours.
 */
export function ruleErrorToProblem(err: RuleError): ProblemException {
  // The resolve pipeline renders every engine message in the reply's language before it gets
  // here; a message that escaped it would show its key rather than nothing.
  const errors = err.errors.map((e) => ({ path: e.path, message: typeof e.message === 'string' ? e.message : e.message.key, ...(e.suggestions ? { suggestions: e.suggestions } : {}) }));
  return problemOf(ruleErrorProblemType(err.code), firstOf(errors, 'rule'), errors);
}

/** A problem of `type` with its standard status. */
export function problemOf(type: ProblemType, detail: ProblemText, errors: readonly ProblemFieldError[] = []): ProblemException {
  return new ProblemException(type, problemStatus(type), detail, errors);
}

/** The detail used when all we know of an error is its type. */
export const genericDetail = (type: ProblemType): ProblemText => problemMsg(`generic.${type}`);

/** The problem type of a status that arrived without one (Nest or Fastify built-in errors). */
export function problemTypeOfStatus(status: number): ProblemType {
  switch (status) {
    case 400:
      return ProblemType.BadRequest;
    case 401:
      return ProblemType.Unauthorized;
    case 403:
      return ProblemType.Forbidden;
    case 404:
      return ProblemType.NotFound;
    case 405:
      return ProblemType.MethodNotAllowed;
    case 409:
      return ProblemType.Conflict;
    case 413:
      return ProblemType.PayloadTooLarge;
    case 415:
      return ProblemType.UnsupportedMediaType;
    case 422:
      return ProblemType.RuleViolation;
    case 429:
      return ProblemType.RateLimited;
    case 503:
      return ProblemType.Unavailable;
    default:
      return status >= 400 && status < 500 ? ProblemType.BadRequest : ProblemType.Internal;
  }
}

export interface RenderedFieldError {
  readonly path: string;
  readonly message: string;
  /** Ids the request may have meant (absent when there are none). */
  readonly suggestions?: readonly string[];
}

/** A problem's texts in one language: the detail and each field error's message. */
export function renderProblemTexts(p: ProblemException, lang: Lang): { readonly detail: string; readonly errors: readonly RenderedFieldError[] } {
  return {
    detail: problemMessages.render(lang, p.detail),
    errors: p.errors.map((e) => ({
      path: e.path,
      message: problemMessages.render(lang, fieldMessage(e)),
      ...(e.suggestions && e.suggestions.length > 0 ? { suggestions: e.suggestions } : {}),
    })),
  };
}

/** Titles by language and type, rendered once. */
const TITLES = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, Object.fromEntries(Object.values(ProblemType).map((type) => [type, problemMessages.render(lang, problemMsg(`title.${type}`))]))]),
) as Readonly<Record<Lang, Readonly<Record<ProblemType, string>>>>;

export const problemTitle = (type: ProblemType, lang: Lang): string => TITLES[lang][type];

/** The RFC 9457 body of a problem, in `lang`. */
export function problemBody(p: ProblemException, lang: Lang): ProblemBody {
  const { detail, errors } = renderProblemTexts(p, lang);
  return { type: problemTypeUri(p.problemType), title: problemTitle(p.problemType, lang), status: p.getStatus(), detail, errors };
}

/**
 * A problem's body serialized once per language, for replies sent from hooks (auth, draining,
 * GraphQL GET) where nothing varies but the language.
 */
export function serializedProblem(p: ProblemException): Readonly<Record<Lang, string>> {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, JSON.stringify(problemBody(p, lang))])) as Record<Lang, string>;
}
