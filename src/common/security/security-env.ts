import { ValidateBy, ValidationArguments } from 'class-validator';
import { isIP } from 'node:net';
import { ProblemMessage, problemMsg } from '../problem/messages';

/**
 * Parsers for the security-related environment variables (rate limits, proxy trust, CORS, HSTS).
 * They live here rather than in app-config.ts so the formats and their tests stay with the code
 * that uses them; app-config.ts only wires them into its validated `EnvVars`.
 *
 * A parser returns the typed value or an `InvalidEnv` carrying the message; `@ParsedEnv()` turns
 * the latter into a class-validator error, so a bad value is listed with every other bad variable
 * at boot.
 */
export class InvalidEnv {
  constructor(readonly message: string) {}
}

/** class-validator: fails with the parser's own message when the transform produced an `InvalidEnv`. */
export function ParsedEnv(): PropertyDecorator {
  return ValidateBy({
    name: 'parsedEnv',
    validator: {
      validate: (value: unknown): boolean => !(value instanceof InvalidEnv),
      defaultMessage: (args?: ValidationArguments): string => (args?.value instanceof InvalidEnv ? args.value.message : 'invalid value'),
    },
  });
}

const blank = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const text = (v: unknown): string => String(v).trim();

/**
 * Fastify's `trustProxy`: whom to believe about the client address in `X-Forwarded-For`.
 * `false`: nobody (the socket's peer is the client). `true`: anyone (only behind a proxy that
 * overwrites the header). A number: that many proxy hops. A list: the proxies' addresses/CIDRs or
 * proxy-addr's presets (`loopback`, `linklocal`, `uniquelocal`).
 */
export type TrustProxy = boolean | number | readonly string[];

const PROXY_PRESETS = new Set(['loopback', 'linklocal', 'uniquelocal']);

function validProxyEntry(entry: string): boolean {
  if (PROXY_PRESETS.has(entry)) return true;
  const [addr, bits, ...rest] = entry.split('/');
  if (rest.length > 0 || addr === undefined) return false;
  const family = isIP(addr);
  if (family === 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

export function parseTrustProxy(value: unknown): TrustProxy | InvalidEnv {
  if (blank(value)) return false;
  const v = text(value);
  if (v === 'false') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return hops >= 1 && hops <= 100 ? hops : new InvalidEnv('TRUST_PROXY hop count must be between 1 and 100');
  }
  const entries = v.split(',').map((s) => s.trim()).filter((s) => s !== '');
  const bad = entries.filter((e) => !validProxyEntry(e));
  if (entries.length === 0 || bad.length > 0) {
    return new InvalidEnv(
      `TRUST_PROXY must be true, false, a hop count, or a comma list of IP addresses, CIDR ranges, loopback, linklocal or uniquelocal${bad.length > 0 ? ` (not valid: ${bad.join(', ')})` : ''}`,
    );
  }
  return Object.freeze(entries);
}

const UNIT_MS: Readonly<Record<string, number>> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
export const MIN_WINDOW_MS = 1000;
export const MAX_WINDOW_MS = 24 * 3_600_000;

/** `RATE_LIMIT_WINDOW`: `60000` (ms), `500ms`, `30s`, `1m`, `1h`; between 1 s and 24 h. */
export function parseWindow(value: unknown, fallbackMs: number): number | InvalidEnv {
  if (blank(value)) return fallbackMs;
  const m = /^(\d{1,9})(ms|s|m|h)?$/.exec(text(value));
  const ms = m ? Number(m[1]) * (UNIT_MS[m[2] ?? 'ms'] ?? 1) : NaN;
  if (!(ms >= MIN_WINDOW_MS && ms <= MAX_WINDOW_MS)) {
    return new InvalidEnv('RATE_LIMIT_WINDOW must be a duration from 1s to 24h: milliseconds, or a number with ms, s, m or h (60000, 60s, 1m)');
  }
  return ms;
}

/** A window in words for problem details and logs: `1 minute`, `30 seconds`, `1500 ms`. */
export function describeWindow(ms: number): string {
  const unit = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (ms % 3_600_000 === 0) return unit(ms / 3_600_000, 'hour');
  if (ms % 60_000 === 0) return unit(ms / 60_000, 'minute');
  if (ms % 1000 === 0) return unit(ms / 1000, 'second');
  return `${ms} ms`;
}

/** The window as a problem text, "per 1 minute" in the reply's language (hours, minutes, seconds or ms, as describeWindow). */
export function windowMessage(ms: number): ProblemMessage {
  if (ms % 3_600_000 === 0) return problemMsg('window.hours', { n: ms / 3_600_000 });
  if (ms % 60_000 === 0) return problemMsg('window.minutes', { n: ms / 60_000 });
  if (ms % 1000 === 0) return problemMsg('window.seconds', { n: ms / 1000 });
  return problemMsg('window.ms', { n: ms });
}

/**
 * `CORS_ORIGINS`: `*` (any origin, the default), `none` (no CORS headers: browsers on other
 * origins cannot read responses), or a comma list of exact origins (`https://app.example.com`).
 * An empty list means `none`.
 */
export type CorsOrigins = '*' | readonly string[];

export function parseCorsOrigins(value: unknown): CorsOrigins | InvalidEnv {
  if (blank(value)) return '*';
  const v = text(value);
  if (v === '*') return '*';
  if (v === 'none') return Object.freeze([]);
  const entries = v.split(',').map((s) => s.trim()).filter((s) => s !== '');
  const bad = entries.filter((e) => {
    try {
      const url = new URL(e);
      // An origin is scheme://host[:port] exactly: browsers send it without path or trailing slash,
      // and origins are compared as strings (no wildcards), so anything else could never match and
      // is a configuration mistake.
      return (url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== e || url.hostname.includes('*');
    } catch {
      return true;
    }
  });
  if (entries.length === 0 || bad.length > 0) {
    return new InvalidEnv(`CORS_ORIGINS must be *, none, or a comma list of origins like https://app.example.com (not valid: ${bad.join(', ') || v})`);
  }
  return Object.freeze(entries);
}
