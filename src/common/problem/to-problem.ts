import { HttpException, Logger } from '@nestjs/common';
import { isDatabaseUnavailable } from '../../database/write-errors';
import { RuleError } from '../../engine/core/errors';
import { ProblemException, ProblemType } from './problem.exception';
import { problemOf, problemTypeOfStatus, ruleErrorToProblem } from './problem';

const logger = new Logger('Problem');

const statusOf = (err: Error): number | undefined => {
  const s = (err as Error & { statusCode?: unknown }).statusCode;
  return typeof s === 'number' ? s : undefined;
};

/**
 * Anything thrown while handling a request → the problem to answer with. Client errors keep
 * their message (it describes the input); anything else becomes a generic 500 whose details go
 * to the log only, never to the client (no stack, SQL or path).
 */
export function toProblem(err: unknown): ProblemException {
  if (err instanceof ProblemException) return err;
  if (err instanceof RuleError) return ruleErrorToProblem(err);
  // Fastify's JSON parser (secure-json-parse) throws a SyntaxError tagged with statusCode 400.
  if (err instanceof SyntaxError && statusOf(err) === 400) {
    return problemOf(ProblemType.MalformedJson, `The body is not valid JSON: ${err.message}`);
  }
  if (err instanceof HttpException) {
    const status = err.getStatus();
    if (status < 500) {
      const type = status === 400 && /JSON|body/i.test(err.message) ? ProblemType.MalformedJson : problemTypeOfStatus(status);
      const p = problemOf(type, err.message);
      return status === p.getStatus() ? p : new ProblemException(type, status, p.title, err.message);
    }
  }
  if (err instanceof Error) {
    const status = statusOf(err);
    if (status !== undefined && status >= 400 && status < 500) return problemOf(problemTypeOfStatus(status), err.message);
  }
  // Postgres down, restarting, unreachable or too slow (pg/TypeORM connection errors, timeouts):
  // the service's outage, not a bug. The client gets a 503 to retry, never the driver's text.
  if (isDatabaseUnavailable(err)) {
    logger.warn(`database unavailable: ${err instanceof Error ? err.message : String(err)}`);
    return problemOf(ProblemType.Unavailable, 'The database is unavailable. Retry shortly.');
  }
  logger.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
  return problemOf(ProblemType.Internal, 'An unexpected error occurred. It has been logged.');
}
