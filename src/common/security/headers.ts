import type { FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { AppConfig } from '../../config/app-config';

/**
 * API responses are JSON and problem+json: nothing in them may load, run, frame or submit
 * anything, so the policy denies everything (frame-ancestors too, which default-src does not cover).
 */
export const API_CSP = "default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'";

/**
 * Swagger UI at /docs: its page loads its own scripts and stylesheet from /docs and calls the
 * API from "Try it out" (all 'self'); it has an inline <style> block and React sets inline style
 * attributes, hence 'unsafe-inline' for styles only; its icons are data: URIs. Scripts stay
 * 'self' only: the page has no inline script (its init code is /docs/swagger-ui-init.js).
 */
export const DOCS_CSP =
  "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data:;font-src 'self' data:;" +
  "connect-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'";

/** Swagger UI's page, assets and init script (not /docs-json, which is JSON like the API). */
export const isDocsRoute = (url: string): boolean => url === '/docs' || url.startsWith('/docs/');

type Headers = readonly (readonly [string, string])[];

/**
 * The headers of every API response, computed once: the OWASP REST Security Cheat Sheet's set for
 * a JSON API rather than a web page's (helmet's thirteen were measured at 10 us a request, rebuilt
 * on each one). Lower-case names, as Fastify stores them.
 *
 * - `Cache-Control: no-store`: rulings are computations (a random roll must never be replayed by a
 *   cache) and a keyed caller's custom entries are theirs; a route that means otherwise sets its own.
 * - `Content-Security-Policy` (API_CSP) and `X-Frame-Options: DENY`: nothing may frame a response,
 *   for browsers that only know one of the two.
 * - `X-Content-Type-Options: nosniff`: JSON is never sniffed into something a browser would run.
 * - `Strict-Transport-Security` (HSTS_MAX_AGE, none when 0; no includeSubDomains: an API host
 *   should not decide for its sibling hosts). Browsers honour it over HTTPS only.
 * - `Referrer-Policy: no-referrer`, `Cross-Origin-Resource-Policy: cross-origin`: a public API read
 *   from other origins by browser plugins (CORS decides who may read).
 *
 * What helmet added for HTML documents is left out: Cross-Origin-Opener-Policy, Origin-Agent-Cluster,
 * X-DNS-Prefetch-Control, X-Download-Options, X-Permitted-Cross-Domain-Policies, X-XSS-Protection
 * (on /docs, a page, Cross-Origin-Opener-Policy stays). No X-Powered-By is ever sent.
 */
export function apiHeaders(config: AppConfig): Headers {
  return [
    ['cache-control', 'no-store'],
    ['content-security-policy', API_CSP],
    ['x-content-type-options', 'nosniff'],
    ['x-frame-options', 'DENY'],
    ...(config.hstsMaxAge > 0 ? [['strict-transport-security', `max-age=${config.hstsMaxAge}`] as const] : []),
    ['referrer-policy', 'no-referrer'],
    ['cross-origin-resource-policy', 'cross-origin'],
  ];
}

/** Swagger UI's page and assets: the API's headers with the page's own CSP, and COOP as a page. */
export function docsHeaders(config: AppConfig): Headers {
  return [...apiHeaders(config).filter(([name]) => name !== 'content-security-policy'), ['content-security-policy', DOCS_CSP], ['cross-origin-opener-policy', 'same-origin']];
}

function headersHook(headers: Headers): (request: FastifyRequest, reply: FastifyReply, done: () => void) => void {
  const n = headers.length;
  const names = headers.map(([name]) => name);
  const values = headers.map(([, value]) => value);
  return (_request, reply, done) => {
    for (let i = 0; i < n; i++) void reply.header(names[i], values[i]);
    done();
  };
}

/**
 * The security headers: one global `onRequest` hook with the API's set, computed at boot (so 404s,
 * refusals from later hooks and errors carry them too), and on Swagger UI's routes a route-level
 * hook, which runs after it, with the page's set. Must run before any route is declared (createApp
 * calls it before mounting /docs and before Nest's init): the docs hook attaches as routes are added.
 */
export function registerSecurityHeaders(fastify: FastifyInstance, config: AppConfig): void {
  const docsHook = headersHook(docsHeaders(config));
  fastify.addHook('onRoute', (route: RouteOptions) => {
    if (!isDocsRoute(route.url)) return;
    const own = route.onRequest;
    route.onRequest = own === undefined ? [docsHook] : [...(Array.isArray(own) ? own : [own]), docsHook];
  });
  fastify.addHook('onRequest', headersHook(apiHeaders(config)));
}

/** Request headers a browser client may send (besides the CORS-safelisted ones). */
export const CORS_ALLOWED_HEADERS = ['Authorization', 'X-API-Key', 'Content-Type', 'Accept-Language', 'Apollo-Require-Preflight', 'X-Apollo-Operation-Name'];
/** Response headers a browser client may read (besides the CORS-safelisted ones). */
export const CORS_EXPOSED_HEADERS = ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'Retry-After', 'Content-Language'];
/** How long browsers may cache a preflight (Chromium caps it at 2 h, Firefox at 24 h). */
export const CORS_MAX_AGE_S = 7200;

/**
 * CORS for @fastify/cors (security.ts, registerCors), or undefined when CORS_ORIGINS is `none`. Never credentials:
 * Arbiter has no cookies or other ambient authority; an API key travels in a header the caller's
 * own code sets, so letting any origin read responses exposes nothing a page could not already
 * ask for itself. That is why `*` is a safe default for browser-based tabletop plugins.
 */
export function corsOptions(config: AppConfig): FastifyCorsOptions | undefined {
  const origins = config.corsOrigins;
  if (origins !== '*' && origins.length === 0) return undefined;
  return {
    origin: origins === '*' ? '*' : [...origins],
    credentials: false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: CORS_ALLOWED_HEADERS,
    exposedHeaders: CORS_EXPOSED_HEADERS,
    maxAge: CORS_MAX_AGE_S,
    // Any OPTIONS is answered as a preflight (204) rather than @fastify/cors's text/plain 400 for
    // one without Origin / Access-Control-Request-Method: never a client error that is not
    // problem+json, and an OPTIONS asks for nothing a preflight would not tell.
    strictPreflight: false,
  };
}
