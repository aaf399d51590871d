import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { requestOf } from '../../auth/require-scope';
import { WorkBudget } from '../../engine/core/cost';

/**
 * The work one HTTP request was admitted for (src/engine/core/cost.ts): one budget for a REST call,
 * one for a whole GraphQL operation, whichever fields it holds. The resolve service arms it with
 * COST_BUDGET on first use; the rate limiter charges the caller by what it admitted once the reply
 * is sent. Kept beside the request, not on it, so nothing else can read or forge it.
 */
export class RequestWork {
  private made?: WorkBudget;

  /** The request's budget, made with `limit` the first time any resolve of the request asks. */
  budget(limit: number): WorkBudget {
    return (this.made ??= new WorkBudget(limit));
  }

  /** Units the cost models admitted for this request (0 when it resolved nothing). */
  get admitted(): number {
    return this.made?.estimated ?? 0;
  }
}

const works = new WeakMap<FastifyRequest, RequestWork>();

export function requestWorkOf(request: FastifyRequest): RequestWork {
  let work = works.get(request);
  if (!work) works.set(request, (work = new RequestWork()));
  return work;
}

/** Units admitted for a request, if it resolved anything. */
export const admittedUnitsOf = (request: FastifyRequest): number => works.get(request)?.admitted ?? 0;

/** `@Work() work: RequestWork | undefined`, REST or GraphQL. */
export const Work = createParamDecorator((_: unknown, ctx: ExecutionContext): RequestWork | undefined => {
  const request = requestOf(ctx);
  return request ? requestWorkOf(request) : undefined;
});
