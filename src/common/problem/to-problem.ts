import { HttpException, Logger, NotFoundException } from '@nestjs/common';
import { isDatabaseUnavailable } from '../../database/write-errors';
import { RuleError } from '../../engine/core/errors';
import { ProblemException, ProblemText, ProblemType, problemMsg } from './problem.exception';
import { genericDetail, problemOf, problemTypeOfStatus, ruleErrorToProblem } from './problem';

const logger = new Logger('Problem');

/** What the request tells about an error the framework raised (a missing route, a body limit). */
export interface RequestFacts {
  readonly method?: string;
  readonly url?: string;
  /** The route's body limit in bytes. */
  readonly bodyLimit?: number;
}

const statusOf = (err: Error): number | undefined => {
  const s = (err as Error & { statusCode?: unknown }).statusCode;
  return typeof s === 'number' ? s : undefined;
};

/**
 * Fastify's own client errors (body parsing, URL decoding). Nest hands them over as
 * HttpException(message, status), without their code: they are told apart by Fastify's fixed
 * messages, which are English and never reach the client.
 */
function frameworkDetail(status: number, message: string, facts: RequestFacts): ProblemText | undefined {
  if (status === 413) return facts.bodyLimit !== undefined ? problemMsg('detail.payload-too-large', { limit: facts.bodyLimit }) : undefined;
  if (status === 414) return problemMsg('detail.uri-too-long');
  if (status !== 400) return undefined;
  if (/cannot be empty/i.test(message)) return problemMsg('detail.empty-body');
  if (/Content-Length/i.test(message)) return problemMsg('detail.bad-content-length');
  if (/url/i.test(message)) return problemMsg('detail.bad-url');
  return undefined;
}

/** Longest path a 404 repeats: the URL is the client's own, a long one need not come back whole. */
const MAX_ECHOED_PATH = 200;

/** `GET /v1/nope?x=1` → `GET /v1/nope`: the query is the client's and need not be echoed. */
function routeOf(facts: RequestFacts): { method: string; path: string } | undefined {
  if (facts.method === undefined || facts.url === undefined) return undefined;
  const path = facts.url.split('?')[0] ?? facts.url;
  return { method: facts.method, path: path.length > MAX_ECHOED_PATH ? `${path.slice(0, MAX_ECHOED_PATH)}…` : path };
}

/**
 * Anything thrown while handling a request → the problem to answer with. Client errors get a
 * detail of ours (the framework's messages are English and may echo input); anything else
 * becomes a generic 500 whose details go to the log only, never to the client (no stack, SQL or
 * path).
 */
export function toProblem(err: unknown, facts: RequestFacts = {}): ProblemException {
  if (err instanceof ProblemException) return err;
  if (err instanceof RuleError) return ruleErrorToProblem(err);
  // A JSON parser's SyntaxError tagged with statusCode 400 (V8's English message is not passed on).
  if (err instanceof SyntaxError && statusOf(err) === 400) return problemOf(ProblemType.MalformedJson, genericDetail(ProblemType.MalformedJson));
  const status = err instanceof HttpException ? err.getStatus() : err instanceof Error ? statusOf(err) : undefined;
  if (status !== undefined && status >= 400 && status < 500) {
    const message = (err as Error).message;
    // Nest's router answers an unknown route with a NotFoundException.
    const route = err instanceof NotFoundException ? routeOf(facts) : undefined;
    // Fastify's body errors ("Body is not valid JSON ...", also for a `__proto__` key; "Body
    // cannot be empty ...") are the body's problem.
    const type = status === 400 && /JSON|body/i.test(message) ? ProblemType.MalformedJson : problemTypeOfStatus(status);
    const detail = route ? problemMsg('detail.no-route', route) : (frameworkDetail(status, message, facts) ?? genericDetail(type));
    return new ProblemException(type, status, detail);
  }
  // Postgres down, restarting, unreachable or too slow (pg/TypeORM connection errors, timeouts):
  // the service's outage, not a bug. The client gets a 503 to retry, never the driver's text.
  if (isDatabaseUnavailable(err)) {
    logger.warn(`database unavailable: ${err instanceof Error ? err.message : String(err)}`);
    return problemOf(ProblemType.Unavailable, problemMsg('detail.database-unavailable'));
  }
  logger.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
  return problemOf(ProblemType.Internal, genericDetail(ProblemType.Internal));
}
