import { CanActivate, ExecutionContext, Injectable, SetMetadata, UseGuards, applyDecorators, createParamDecorator } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { GqlExecutionContext } from '@nestjs/graphql';
import { ApiBearerAuth, ApiResponse, ApiSecurity } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ProblemType, problemMsg } from '../common/problem/problem.exception';
import { problemOf } from '../common/problem/problem';
import { Principal, Scope, principalOf } from './principal';

/** OpenAPI security scheme names (declared in src/common/openapi/openapi.ts). */
export const BEARER_SCHEME = 'api-key';
export const HEADER_SCHEME = 'x-api-key';

const REQUIRED_SCOPE = 'arbiter:required-scope';

/** The Fastify request behind a REST or GraphQL execution context. */
export function requestOf(ctx: ExecutionContext): FastifyRequest | undefined {
  if (ctx.getType<string>() === 'graphql') {
    return GqlExecutionContext.create(ctx).getContext<{ req?: FastifyRequest }>().req;
  }
  return ctx.switchToHttp().getRequest<FastifyRequest>();
}

/** 401 for an anonymous caller, 403 for a key without `scope`; otherwise the principal. */
export function assertScope(principal: Principal | undefined, scope: Scope): Principal {
  if (!principal) {
    throw problemOf(ProblemType.Unauthorized, problemMsg('detail.scope-needs-key', { scope }), [{ path: 'Authorization', message: problemMsg('field.key-required') }]);
  }
  if (!principal.scopes.includes(scope)) {
    throw problemOf(ProblemType.Forbidden, problemMsg('detail.scope-missing', { keyId: principal.keyId, scope }), [
      { path: 'Authorization', message: problemMsg('field.scope-missing', { scope }) },
    ]);
  }
  return principal;
}

@Injectable()
export class ScopeGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(ctx: ExecutionContext): boolean {
    const scope = this.reflector.getAllAndOverride<Scope | undefined>(REQUIRED_SCOPE, [ctx.getHandler(), ctx.getClass()]);
    if (scope === undefined) return true;
    const request = requestOf(ctx);
    assertScope(request ? principalOf(request) : undefined, scope);
    return true;
  }
}

/**
 * `@RequireScope('write')` on a route, resolver or class: anonymous callers get a 401, keys
 * without the scope a 403 (both problem+json, or GraphQL errors with the same extensions).
 */
export const RequireScope = (scope: Scope): MethodDecorator & ClassDecorator =>
  applyDecorators(
    SetMetadata(REQUIRED_SCOPE, scope),
    UseGuards(ScopeGuard),
    ApiBearerAuth(BEARER_SCHEME),
    ApiSecurity(HEADER_SCHEME),
    ApiResponse({ status: 401, description: 'No API key, or a malformed, mistyped, unknown or revoked one.', content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/ProblemResponse' } } } }),
    ApiResponse({ status: 403, description: `The API key lacks the '${scope}' scope.`, content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/ProblemResponse' } } } }),
  );

/**
 * The owner whose custom catalog a caller may read: the key's owner when it has the `read`
 * scope, else none (anonymous callers and write-only keys see the built-in catalog only).
 */
export function catalogReader(principal: Principal | undefined): string | undefined {
  return principal?.scopes.includes('read') ? principal.owner : undefined;
}

/**
 * `@Caller() principal: Principal` on a route or resolver guarded by `@RequireScope`: the
 * authenticated caller (a 401 if there is none, should the guard ever be missing).
 */
export const Caller = createParamDecorator((_: unknown, ctx: ExecutionContext): Principal => {
  const request = requestOf(ctx);
  const principal = request ? principalOf(request) : undefined;
  if (!principal) throw problemOf(ProblemType.Unauthorized, problemMsg('detail.key-required'), [{ path: 'Authorization', message: problemMsg('field.key-required') }]);
  return principal;
});

/** `@CatalogReader() owner: string | undefined`: whose custom entries this caller may read (see catalogReader). */
export const CatalogReader = createParamDecorator((_: unknown, ctx: ExecutionContext): string | undefined => {
  const request = requestOf(ctx);
  return catalogReader(request ? principalOf(request) : undefined);
});
