import { ArgumentsHost, Catch, ExceptionFilter } from '@nestjs/common';
import { GqlArgumentsHost } from '@nestjs/graphql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { problemToGraphQLError } from '../graphql/graphql-errors';
import { fieldProblemLang } from '../graphql/lang';
import { problemLangOf } from '../i18n/lang.decorator';
import { PROBLEM_CONTENT_TYPE, problemBody } from './problem';
import { toProblem } from './to-problem';

/**
 * The one global filter: every error, whatever its origin (our code, the engine, Nest's router,
 * Fastify's body parser), leaves as RFC 9457 application/problem+json; in GraphQL it becomes a
 * GraphQLError with `extensions.code/status/errors`. Texts are written in the request's language:
 * REST's negotiated one (or `?lang=`/Accept-Language when the error came first), a GraphQL
 * field's `lang` argument (else Accept-Language).
 */
@Catch()
export class ProblemFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): unknown {
    if (host.getType<string>() === 'graphql') {
      const gql = GqlArgumentsHost.create(host);
      const req = gql.getContext<{ req?: FastifyRequest } | undefined>()?.req;
      return problemToGraphQLError(toProblem(exception), fieldProblemLang(gql.getArgs<{ lang?: unknown } | undefined>(), req));
    }
    replyWithProblem(exception, host.switchToHttp().getRequest<FastifyRequest>(), host.switchToHttp().getResponse<FastifyReply>());
    return undefined;
  }
}

/**
 * Answers an HTTP request with the problem `exception` maps to, in the request's language. Also
 * Fastify's `frameworkErrors` handler: its router's own refusals (a URL that cannot be decoded, a
 * path parameter over maxParamLength) reach no error handler, and would leave as plain JSON.
 */
export function replyWithProblem(exception: unknown, request: FastifyRequest, reply: FastifyReply): void {
  const problem = toProblem(exception, { method: request.method, url: request.url, bodyLimit: request.routeOptions?.bodyLimit });
  const lang = problemLangOf(request);
  // Set here too (not only by the Content-Language hook): framework errors run no onSend hook.
  void reply
    .status(problem.getStatus())
    .header('content-type', PROBLEM_CONTENT_TYPE)
    .header('content-language', lang)
    .send(JSON.stringify(problemBody(problem, lang)));
}
