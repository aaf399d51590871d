import { ArgumentsHost, Catch, ExceptionFilter } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { problemToGraphQLError } from '../graphql/graphql-errors';
import { PROBLEM_CONTENT_TYPE, problemBody } from './problem';
import { toProblem } from './to-problem';

/**
 * The one global filter: every error, whatever its origin (our code, the engine, Nest's router,
 * Fastify's body parser), leaves as RFC 9457 application/problem+json; in GraphQL it becomes a
 * GraphQLError with `extensions.code/status/errors`.
 */
@Catch()
export class ProblemFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): unknown {
    const problem = toProblem(exception);
    if (host.getType<string>() === 'graphql') return problemToGraphQLError(problem);
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    void reply.status(problem.getStatus()).header('content-type', PROBLEM_CONTENT_TYPE).send(JSON.stringify(problemBody(problem)));
    return undefined;
  }
}
