import { BinaryToTextEncoding, createHash as cryptoHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { LruCache } from '../../engine/core/lru';

/**
 * Documents whose SHA-256 is remembered: bounded by their characters (documents run from a dozen
 * characters to `LONGEST`, so a count alone would have to assume the longest), at most ~4 MB in
 * all, and by their count.
 */
const REMEMBERED = 4096;
const REMEMBERED_CHARS = 4 * 1024 * 1024;
const LONGEST = 8192;

type Data = string | NodeJS.ArrayBufferView;

/**
 * A SHA-256 that remembers the hex digest of short strings hashed whole: what Apollo's request
 * pipeline computes for every request's document (the key of its parsed-and-validated document
 * cache), the same few documents again and again. Anything else (several updates, buffers,
 * another encoding) is hashed as it comes.
 */
class RememberingSha256 {
  private chunks: [Data, BufferEncoding | undefined][] = [];

  constructor(private readonly memo: LruCache<string>) {}

  update(data: Data, encoding?: BufferEncoding): this {
    this.chunks.push([data, encoding]);
    return this;
  }

  digest(encoding?: BinaryToTextEncoding): string | Buffer {
    const [first] = this.chunks;
    const whole = this.chunks.length === 1 && typeof first[0] === 'string' && (first[1] === undefined || first[1] === 'utf8') && first[0].length <= LONGEST;
    if (whole && encoding === 'hex') {
      const text = first[0] as string;
      let hex = this.memo.get(text);
      if (hex === undefined) this.memo.set(text, (hex = cryptoHash('sha256').update(text, 'utf8').digest('hex')));
      return hex;
    }
    const hash = cryptoHash('sha256');
    for (const [data, enc] of this.chunks) {
      if (typeof data === 'string') hash.update(data, enc ?? 'utf8');
      else hash.update(data);
    }
    return encoding === undefined ? hash.digest() : hash.digest(encoding);
  }
}

const apolloRequire = (id: string): unknown => createRequire(require.resolve('@apollo/server'))(id);

interface CreateHashModule {
  createHash: (kind: string) => unknown;
}

/**
 * Apollo hashes each request's document with `@apollo/utils.createhash`, which also resolves
 * `require('crypto')` on every call: about 5 us of every GraphQL request. Its exported
 * `createHash` is replaced, once at boot, by one that keeps the digests of recent documents
 * (LRU) and holds `crypto` already; other kinds than sha256 go to `crypto` as before. Apollo reads
 * the export at each call (`(0, utils_createhash_1.createHash)(...)`), so the replacement is what
 * it uses; test/graphql/query-hash.spec.ts checks both the digests and that Apollo takes it.
 */
export function rememberDocumentHashes(): void {
  // The copy Apollo's request pipeline loads (resolved from @apollo/server, whose dependency it is).
  const mod = apolloRequire('@apollo/utils.createhash') as CreateHashModule;
  if ((mod.createHash as { remembering?: true }).remembering) return;
  const memo = new LruCache<string>(REMEMBERED, { maxSize: REMEMBERED_CHARS, sizeOf: (hex, text) => text.length + hex.length });
  const createHash = (kind: string): unknown => (kind === 'sha256' ? new RememberingSha256(memo) : cryptoHash(kind));
  (createHash as { remembering?: true }).remembering = true;
  mod.createHash = createHash;
}
