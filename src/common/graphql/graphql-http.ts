import { Injectable, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { problemLangOf } from '../i18n/lang.decorator';
import { ProblemType, problemMsg } from '../problem/problem.exception';
import { PROBLEM_CONTENT_TYPE, problemOf, serializedProblem } from '../problem/problem';
import { GRAPHQL_PATH } from './graphql-options';

/**
 * GraphQL is served over POST only. Apollo would also run queries from a GET's query string
 * (refusing mutations, guarding against CSRF with a required header); we refuse GET and HEAD
 * outright instead, with a 405 problem (`Allow: POST`) before Apollo sees the request:
 * - every operation here is a computation, and a random roll is not a cacheable GET;
 * - a GET's document would escape BODY_LIMIT and land in URLs and access logs;
 * - docs/api.md publishes `POST /graphql`; one transport means one set of limits to reason about.
 * OPTIONS is left alone (CORS preflights, when CORS is configured).
 */
export function refuseGraphqlGet(fastify: FastifyInstance, path: string = GRAPHQL_PATH): void {
  const bodies = serializedProblem(problemOf(ProblemType.MethodNotAllowed, problemMsg('detail.post-only', { path })));
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && request.routeOptions.url === path) {
      // Answering from a hook: Fastify runs nothing else for this request, done() is not called.
      void reply.status(405).header('allow', 'POST').header('content-type', PROBLEM_CONTENT_TYPE).send(bodies[problemLangOf(request)]);
      return;
    }
    done();
  });
}

/** Installs `refuseGraphqlGet` on the app's Fastify instance (hooks apply to routes at ready). */
@Injectable()
export class GraphqlHttpMethods implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    refuseGraphqlGet(this.adapterHost.httpAdapter.getInstance<FastifyInstance>());
  }
}
