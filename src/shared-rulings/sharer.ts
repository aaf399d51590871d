import { ExecutionContext, createParamDecorator } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { principalOf } from '../auth/principal';
import { parseBooleanParam } from '../common/http/query';
import { rateLimitKey } from '../common/security/rate-limit';

/**
 * Who shares a ruling, as the daily quota counts it: an API key's owner (all of its keys
 * together), else the client address as the rate limiter groups it (TRUST_PROXY honoured, IPv6
 * by /64).
 */
export interface Sharer {
  readonly key: string;
  readonly keyed: boolean;
}

export function sharerOf(request: FastifyRequest): Sharer {
  const principal = principalOf(request);
  return principal ? { key: `owner:${principal.owner}`, keyed: true } : { key: rateLimitKey(request), keyed: false };
}

/** `@ShareAs() share: Sharer | undefined`: `?share=true` (anything but true/false: 400) and who shares. */
export const ShareAs = createParamDecorator((_: unknown, ctx: ExecutionContext): Sharer | undefined => {
  const request = ctx.switchToHttp().getRequest<FastifyRequest>();
  const query = (request.query ?? {}) as Record<string, unknown>;
  return parseBooleanParam('share', query.share, false) ? sharerOf(request) : undefined;
});
