/**
 * SHA-256 (FIPS 180-4) of a string's UTF-8 bytes, written out for the dice: a seed is hashed on
 * every request that brings a new one, and on the request path `node:crypto`'s one-shot digest
 * costs a native call, a Buffer and OpenSSL's per-call setup (about 2 us of a request in `perf`,
 * against about 1 in a loop), where this costs a few hundred nanoseconds and keeps the engine free of
 * Node's modules. The digest is the standard one, byte for byte: sha256.spec.ts compares it with
 * `node:crypto` over random and edge-case strings, so a seed keeps the dice it has always had.
 */

const K = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);
const H0 = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];

/** Scratch for the message schedule and the padded message (the engine runs on one thread). */
const W = new Int32Array(64);
let bytes = new Uint8Array(128);

/** The string's UTF-8 bytes into `bytes` (grown as needed); returns their count. Lone surrogates become U+FFFD, as in Node. */
function utf8(s: string): number {
  if (bytes.length < s.length * 3 + 72) bytes = new Uint8Array(s.length * 3 + 72);
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    let c = s.charCodeAt(i);
    if (c < 0x80) {
      bytes[n++] = c;
      continue;
    }
    if (c < 0x800) {
      bytes[n++] = 0xc0 | (c >> 6);
      bytes[n++] = 0x80 | (c & 0x3f);
      continue;
    }
    if (c >= 0xd800 && c <= 0xdfff) {
      const d = i + 1 < s.length ? s.charCodeAt(i + 1) : 0;
      if (c <= 0xdbff && d >= 0xdc00 && d <= 0xdfff) {
        c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
        i++;
        bytes[n++] = 0xf0 | (c >> 18);
        bytes[n++] = 0x80 | ((c >> 12) & 0x3f);
        bytes[n++] = 0x80 | ((c >> 6) & 0x3f);
        bytes[n++] = 0x80 | (c & 0x3f);
        continue;
      }
      c = 0xfffd;
    }
    bytes[n++] = 0xe0 | (c >> 12);
    bytes[n++] = 0x80 | ((c >> 6) & 0x3f);
    bytes[n++] = 0x80 | (c & 0x3f);
  }
  return n;
}

/** The digest's eight 32-bit words, big-endian as in the digest's bytes, as signed integers. */
export function sha256Words(s: string): number[] {
  const length = utf8(s);
  // Padding: 0x80, zeros, then the bit length as a 64-bit big-endian integer, to a multiple of 64 bytes.
  const total = (((length + 8) >> 6) + 1) << 6;
  bytes[length] = 0x80;
  bytes.fill(0, length + 1, total);
  const bits = length * 8;
  // Seeds are far shorter than 2^32 bits: the high word of the length stays zero.
  bytes[total - 4] = bits >>> 24;
  bytes[total - 3] = (bits >>> 16) & 0xff;
  bytes[total - 2] = (bits >>> 8) & 0xff;
  bytes[total - 1] = bits & 0xff;

  let h0 = H0[0] | 0, h1 = H0[1] | 0, h2 = H0[2] | 0, h3 = H0[3] | 0, h4 = H0[4] | 0, h5 = H0[5] | 0, h6 = H0[6] | 0, h7 = H0[7] | 0;
  for (let block = 0; block < total; block += 64) {
    for (let t = 0; t < 16; t++) {
      const j = block + t * 4;
      W[t] = (bytes[j] << 24) | (bytes[j + 1] << 16) | (bytes[j + 2] << 8) | bytes[j + 3];
    }
    for (let t = 16; t < 64; t++) {
      const x = W[t - 15];
      const y = W[t - 2];
      const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
      const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
      W[t] = (W[t - 16] + s0 + W[t - 7] + s1) | 0;
    }
    let a = h0, b = h1, c = h2, d = h3, e = h4, f = h5, g = h6, h = h7;
    for (let t = 0; t < 64; t++) {
      const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
      const ch = (e & f) ^ (~e & g);
      const t1 = (h + S1 + ch + K[t] + W[t]) | 0;
      const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
      const maj = (a & b) ^ (a & c) ^ (b & c);
      const t2 = (S0 + maj) | 0;
      h = g;
      g = f;
      f = e;
      e = (d + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) | 0;
    }
    h0 = (h0 + a) | 0;
    h1 = (h1 + b) | 0;
    h2 = (h2 + c) | 0;
    h3 = (h3 + d) | 0;
    h4 = (h4 + e) | 0;
    h5 = (h5 + f) | 0;
    h6 = (h6 + g) | 0;
    h7 = (h7 + h) | 0;
  }
  return [h0, h1, h2, h3, h4, h5, h6, h7];
}
