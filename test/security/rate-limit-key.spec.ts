import type { FastifyRequest } from 'fastify';
import { setPrincipal } from '../../src/auth/principal';
import { isRateLimitExempt, rateLimitKey } from '../../src/common/security/rate-limit';

const request = (ip: string | undefined): FastifyRequest => ({ ip }) as unknown as FastifyRequest;

describe('rateLimitKey', () => {
  it('is the API key id when the request carries a principal, whatever its address', () => {
    const r = request('198.51.100.1');
    setPrincipal(r, { keyId: 'k1', owner: 'o', scopes: ['read'] });
    expect(rateLimitKey(r)).toBe('key:k1');
  });

  it('is the client address otherwise, IPv6 grouped by /64 and IPv4-mapped unwrapped', () => {
    expect(rateLimitKey(request('198.51.100.1'))).toBe('ip:198.51.100.1');
    expect(rateLimitKey(request('2001:DB8:1:1::1'))).toBe(rateLimitKey(request('2001:db8:1:1:ffff::9')));
    expect(rateLimitKey(request('2001:db8:1:1::1'))).not.toBe(rateLimitKey(request('2001:db8:1:2::1')));
    expect(rateLimitKey(request('::ffff:198.51.100.1'))).toBe('ip:198.51.100.1');
  });

  it('never collides a key id with an address', () => {
    const keyed = request('198.51.100.1');
    setPrincipal(keyed, { keyId: '198.51.100.2', owner: 'o', scopes: [] });
    expect(rateLimitKey(keyed)).not.toBe(rateLimitKey(request('198.51.100.2')));
  });

  it('does not throw for a socket already gone (no address)', () => {
    expect(rateLimitKey(request(undefined))).toBe('ip:unknown');
  });
});

describe('isRateLimitExempt', () => {
  it.each([
    ['/health/live', true],
    ['/health/ready', true],
    ['/metrics', true],
    ['/metrics/x', false],
    ['/healthz', false],
    ['/graphql', false],
    ['/v1/ae-wwii/resolve/shot', false],
    [undefined, false],
  ])('%s → %s', (url, exempt) => {
    expect(isRateLimitExempt(url)).toBe(exempt);
  });
});
