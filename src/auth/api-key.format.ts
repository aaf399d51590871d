import { createHash, randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';

/*
 * API key format:
 *
 *     arb_<id>_<secret>_<checksum>
 *     arb_7Gq2LmZa_x4N0c9...(32 chars)..._0bX3fQ
 *
 * - `arb_`: a fixed prefix, so a key that leaks into a repository or a log is recognisable (secret
 *   scanners can match `arb_[0-9A-Za-z]{8}_[0-9A-Za-z]{32}_[0-9A-Za-z]{6}`).
 * - `id`: 8 random base62 characters, the key's public identifier. It is not secret: it names the
 *   key in listings, logs and rate limits, and revoking uses it.
 * - `secret`: 32 random base62 characters (~190 bits), drawn from the CSPRNG without modulo bias.
 * - `checksum`: CRC-32 (zlib's polynomial) of everything before it (`arb_<id>_<secret>`), written
 *   in base62 and left-padded with `0` to 6 characters. It is not a security feature: it lets the
 *   server reject a mistyped or truncated key from its shape alone, without any lookup.
 *
 * Only the SHA-256 of the whole key is stored (keys are high-entropy, so a slow password hash
 * adds nothing), with the id and the last 4 characters for display.
 */

export const API_KEY_PREFIX = 'arb';
export const API_KEY_ID_LENGTH = 8;
export const API_KEY_SECRET_LENGTH = 32;
export const API_KEY_CHECKSUM_LENGTH = 6;
/** The whole shape (for secret scanners and docs). */
export const API_KEY_PATTERN = /^arb_([0-9A-Za-z]{8})_([0-9A-Za-z]{32})_([0-9A-Za-z]{6})$/;
export const API_KEY_ID_PATTERN = /^[0-9A-Za-z]{8}$/;

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** `length` uniformly random base62 characters (bytes >= 248 are rejected: 248 = 4 x 62). */
export function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248) out += BASE62[byte % 62];
      if (out.length === length) break;
    }
  }
  return out;
}

function toBase62(n: number, width: number): string {
  let out = '';
  let rest = n;
  do {
    out = BASE62[rest % 62] + out;
    rest = Math.floor(rest / 62);
  } while (rest > 0);
  return out.padStart(width, '0');
}

/** The checksum of `arb_<id>_<secret>` (62^6 > 2^32, so any CRC-32 fits in 6 characters). */
export function apiKeyChecksum(body: string): string {
  return toBase62(crc32(body) >>> 0, API_KEY_CHECKSUM_LENGTH);
}

export interface NewApiKey {
  readonly id: string;
  /** The full key: shown once, never stored. */
  readonly key: string;
  readonly hash: Buffer;
  readonly last4: string;
}

/** A fresh key with its id, hash and display suffix. */
export function generateApiKey(): NewApiKey {
  const id = randomBase62(API_KEY_ID_LENGTH);
  const body = `${API_KEY_PREFIX}_${id}_${randomBase62(API_KEY_SECRET_LENGTH)}`;
  const key = `${body}_${apiKeyChecksum(body)}`;
  return { id, key, hash: hashApiKey(key), last4: key.slice(-4) };
}

export function hashApiKey(key: string): Buffer {
  return createHash('sha256').update(key, 'utf8').digest();
}

export type ParsedApiKey =
  | { readonly ok: true; readonly id: string; readonly key: string }
  | { readonly ok: false; readonly reason: 'malformed' | 'bad-checksum' };

/** Checks a presented key's shape and checksum; no I/O, no lookup. */
export function parseApiKey(raw: string): ParsedApiKey {
  const m = API_KEY_PATTERN.exec(raw);
  if (!m) return { ok: false, reason: 'malformed' };
  const body = raw.slice(0, raw.length - API_KEY_CHECKSUM_LENGTH - 1);
  if (apiKeyChecksum(body) !== m[3]) return { ok: false, reason: 'bad-checksum' };
  return { ok: true, id: m[1] as string, key: raw };
}

/** How a key is shown once it is stored: `arb_<id>_…<last4>`. */
export const maskedApiKey = (id: string, last4: string): string => `${API_KEY_PREFIX}_${id}_…${last4}`;
