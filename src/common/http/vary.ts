import type { FastifyReply } from 'fastify';

/**
 * Adds `field` to the reply's Vary header, keeping what is there (CORS's `Origin`, a route's
 * `Accept-Language`): a cache must key on every request header the reply depends on, so Vary is
 * only ever appended to. `*` already covers everything.
 */
export function appendVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  const value = Array.isArray(current) ? current.join(', ') : current === undefined ? '' : String(current);
  if (value === '') {
    void reply.header('vary', field);
    return;
  }
  const lower = field.toLowerCase();
  for (const part of value.split(',')) {
    const name = part.trim().toLowerCase();
    if (name === '*' || name === lower) return;
  }
  void reply.header('vary', `${value}, ${field}`);
}
