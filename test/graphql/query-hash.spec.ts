import * as crypto from 'node:crypto';
import { createRequire } from 'node:module';
import { jitExecution } from '../../src/common/graphql/jit';
import { GqlBody, GraphqlHarness, SHOT_INPUT, bootGraphql } from './support';

/**
 * Apollo hashes every request's document (its document cache key) with
 * `@apollo/utils.createhash`; the app replaces that export at boot with one that remembers the
 * digests of recent documents (src/common/graphql/query-hash.ts). The digests must be SHA-256's,
 * whatever is hashed, and a document Apollo saw before must cost no hashing.
 */
let h: GraphqlHarness;
beforeAll(async () => {
  h = await bootGraphql();
});
afterAll(async () => {
  jest.restoreAllMocks();
  await h.close();
});

type Hash = { update(d: string | Buffer, e?: BufferEncoding): Hash; digest(e?: crypto.BinaryToTextEncoding): string | Buffer };
const apollos = (): { createHash: (kind: string) => Hash } =>
  createRequire(require.resolve('@apollo/server'))('@apollo/utils.createhash') as { createHash: (kind: string) => Hash };

it.each([
  ['a short document', ['{ __typename }'], 'hex'],
  ['the same document again', ['{ __typename }'], 'hex'],
  ['unicode', ['{ a(x: "é🎲") }'], 'hex'],
  ['a long document', ['x'.repeat(20_000)], 'hex'],
  ['several updates', ['{ a', ' b }'], 'hex'],
  ['base64', ['{ __typename }'], 'base64'],
] as const)('%s: the digest is SHA-256', (_name, chunks, encoding) => {
  const hash = apollos().createHash('sha256');
  const reference = crypto.createHash('sha256');
  for (const c of chunks) {
    hash.update(c);
    reference.update(c);
  }
  expect(hash.digest(encoding)).toBe(reference.digest(encoding));
});

it('hashes a Buffer and leaves other kinds to crypto', () => {
  expect((apollos().createHash('sha256').update(Buffer.from('abc')).digest() as Buffer).toString('hex')).toBe(crypto.createHash('sha256').update('abc').digest('hex'));
  expect(apollos().createHash('sha512').update('abc').digest('hex')).toBe(crypto.createHash('sha512').update('abc').digest('hex'));
});

it('does no hashing for a document Apollo has seen, and answers as before', async () => {
  // Through Apollo's pipeline (a known text would otherwise be answered before it: jit.ts).
  jitExecution.enabled = false;
  const query = 'query H($input: AeWwiiShotInput!) { aeWwiiShot(input: $input) { complete dice { used { value } } } }';
  const first = await h.gql(query, { input: SHOT_INPUT });
  expect(first.json<GqlBody>().errors).toBeUndefined();
  // Every crypto hash (SHA-256 or another) ends in a digest.
  const digests = jest.spyOn(crypto.Hash.prototype, 'digest');
  const again = await h.gql(query, { input: SHOT_INPUT });
  const calls = digests.mock.calls.length;
  digests.mockRestore();
  jitExecution.enabled = true;
  expect(again.body).toBe(first.body);
  expect(calls).toBe(0);
});
