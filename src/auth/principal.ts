import type { FastifyRequest } from 'fastify';

/** What an API key may do. `read`: catalog reads of its own entries; `write`: its own custom catalog; `admin`: keys. */
export const SCOPES = ['read', 'write', 'admin'] as const;
export type Scope = (typeof SCOPES)[number];

/** Who is calling: set on the request by the API-key hook; absent for anonymous callers. */
export interface Principal {
  /** The key's public identifier (its prefix), safe to log and to use as a rate-limit key. */
  readonly keyId: string;
  /** The owner of the key and of the custom catalog entries it writes. */
  readonly owner: string;
  readonly scopes: readonly Scope[];
}

const PRINCIPAL = Symbol('arbiter.principal');
type Carrier = { [PRINCIPAL]?: Principal };

export function setPrincipal(request: FastifyRequest, principal: Principal): void {
  (request as FastifyRequest & Carrier)[PRINCIPAL] = principal;
}

export function principalOf(request: FastifyRequest): Principal | undefined {
  return (request as FastifyRequest & Carrier)[PRINCIPAL];
}
