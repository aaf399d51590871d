import Ajv from 'ajv';
import { Reply, replyViolations } from './reply-checks';

/**
 * The checks every fuzzed reply goes through must catch what they are there to catch: a suite
 * whose oracle never fires proves nothing. Synthetic replies, one fault each.
 */

const problem = (status: number, extra: Record<string, unknown> = {}): Reply => ({
  statusCode: status,
  headers: { 'content-type': 'application/problem+json; charset=utf-8' },
  body: JSON.stringify({ type: 'https://arbiter.dev/problems/validation', title: 'Invalid request', status, detail: 'distance must be <= 1000', errors: [{ path: 'distance', message: 'must be <= 1000' }], ...extra }),
});

describe('replyViolations', () => {
  it('passes a clean problem and a clean 2xx', () => {
    expect(replyViolations(problem(400))).toEqual([]);
    const ok: Reply = { statusCode: 200, headers: { 'content-type': 'application/json; charset=utf-8' }, body: '{"complete":true}' };
    const validate = new Ajv().compile({ type: 'object', properties: { complete: { type: 'boolean' } }, required: ['complete'], additionalProperties: false });
    expect(replyViolations(ok, { success: new Map([[200, validate]]) })).toEqual([]);
  });

  it.each([
    ['a 5xx', { ...problem(500) }],
    ['a 4xx as application/json', { ...problem(400), headers: { 'content-type': 'application/json' } }],
    ['a status that differs from the HTTP status', problem(422, { status: 400 })],
    ['no errors array', problem(400, { errors: undefined })],
    ['an error without a path', problem(400, { errors: [{ message: 'x' }] })],
    ['an empty detail', problem(400, { detail: '' })],
    ['a stack frame', problem(400, { detail: 'boom\n    at Object.<anonymous> (/app/x.js:1:2)' })],
    ['an error class name', problem(400, { detail: 'TypeError: x is undefined' })],
    ['SQL', problem(400, { detail: 'duplicate key in relation "units"' })],
    ['a file path', problem(400, { detail: 'in /work/main/src/x.ts:12' })],
    ['a body over 16 KiB', problem(400, { errors: new Array(400).fill({ path: 'dice.values[0]', message: 'must be <= 100 and more words to make it long' }) })],
    ['a body that is not JSON', { ...problem(400), body: 'oops' }],
  ])('flags %s', (_what, reply) => {
    expect(replyViolations(reply).length).toBeGreaterThan(0);
  });

  it('flags a 2xx that does not match its documented schema, or an undocumented 2xx', () => {
    const validate = new Ajv().compile({ type: 'object', properties: { complete: { type: 'boolean' } }, additionalProperties: false });
    const extra: Reply = { statusCode: 200, headers: { 'content-type': 'application/json' }, body: '{"complete":true,"debug":"x"}' };
    expect(replyViolations(extra, { success: new Map([[200, validate]]) }).length).toBeGreaterThan(0);
    const created: Reply = { statusCode: 201, headers: { 'content-type': 'application/json' }, body: '{}' };
    expect(replyViolations(created, { success: new Map([[200, validate]]) }).length).toBeGreaterThan(0);
  });

  it('does not blame the server for echoing what the request said', () => {
    const name = 'Error: at /work/ node_modules';
    const echoed = problem(422, { detail: `${name} is not a Doktor`, errors: [{ path: 'doktor', message: `${name} is not a Doktor` }] });
    expect(replyViolations(echoed, { request: { doktor: { name } } })).toEqual([]);
    expect(replyViolations(echoed).length).toBeGreaterThan(0);
  });
});
