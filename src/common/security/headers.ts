import helmet, { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { AppConfig } from '../../config/app-config';

type Csp = Exclude<NonNullable<FastifyHelmetOptions['contentSecurityPolicy']>, boolean>;

/**
 * API responses are JSON and problem+json: nothing in them may load, run, frame or submit
 * anything, so the policy denies everything.
 */
export const API_CSP: Csp = {
  useDefaults: false,
  directives: { defaultSrc: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"], frameAncestors: ["'none'"] },
};

/**
 * Swagger UI at /docs: its page loads its own scripts and stylesheet from /docs and calls the
 * API from "Try it out" (all 'self'); it has an inline <style> block and React sets inline style
 * attributes, hence 'unsafe-inline' for styles only; its icons are data: URIs. Scripts stay
 * 'self' only: the page has no inline script (its init code is /docs/swagger-ui-init.js).
 */
export const DOCS_CSP: Csp = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
};

/** Swagger UI's page, assets and init script (not /docs-json, which is JSON like the API). */
export const isDocsRoute = (url: string): boolean => url === '/docs' || url.startsWith('/docs/');

export function helmetOptions(config: AppConfig): FastifyHelmetOptions {
  return {
    global: true,
    contentSecurityPolicy: API_CSP,
    // Browsers only honour HSTS over HTTPS (behind a TLS-terminating proxy, as deployed); over
    // plain HTTP it is ignored, so it is on by default. No includeSubDomains: an API host should
    // not decide for its sibling hosts.
    strictTransportSecurity: config.hstsMaxAge > 0 ? { maxAge: config.hstsMaxAge, includeSubDomains: false } : false,
    // A public API read from other origins by browser plugins (CORS decides who may read):
    // helmet's default same-origin would only make no-cors loads of it fail.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
    // Everything else as helmet sets it: X-Content-Type-Options nosniff, no X-Powered-By,
    // Cross-Origin-Opener-Policy same-origin, X-XSS-Protection 0, X-DNS-Prefetch-Control off, ...
  };
}

/**
 * Registers helmet for every route, with Swagger UI's looser CSP on /docs routes. The route
 * override is set by an `onRoute` hook added before helmet's own, so it must run before any
 * route is declared (createApp calls it before mounting /docs and before Nest's init).
 */
export async function registerHelmet(fastify: FastifyInstance, config: AppConfig): Promise<void> {
  fastify.addHook('onRoute', (route: RouteOptions) => {
    if (isDocsRoute(route.url) && route.helmet === undefined) route.helmet = { contentSecurityPolicy: DOCS_CSP };
  });
  await fastify.register(helmet, helmetOptions(config));
}

/** Request headers a browser client may send (besides the CORS-safelisted ones). */
export const CORS_ALLOWED_HEADERS = ['Authorization', 'X-API-Key', 'Content-Type', 'Accept-Language', 'Apollo-Require-Preflight', 'X-Apollo-Operation-Name'];
/** Response headers a browser client may read (besides the CORS-safelisted ones). */
export const CORS_EXPOSED_HEADERS = ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'Retry-After', 'Content-Language'];
/** How long browsers may cache a preflight (Chromium caps it at 2 h, Firefox at 24 h). */
export const CORS_MAX_AGE_S = 7200;

/**
 * CORS for `app.enableCors()`, or undefined when CORS_ORIGINS is `none`. Never credentials:
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
