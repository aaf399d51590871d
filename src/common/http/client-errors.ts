import type { Socket } from 'node:net';
import type { AppConfig } from '../../config/app-config';
import { PROBLEM_CONTENT_TYPE, problemBody } from '../problem/problem';
import { ProblemException, ProblemType, problemMsg } from '../problem/problem.exception';
import { apiHeaders } from '../security/headers';

/** Node's parser errors for a request too slow to arrive, and for headers over its size limit. */
const TIMEOUT = 'ERR_HTTP_REQUEST_TIMEOUT';
const HEADER_OVERFLOW = 'HPE_HEADER_OVERFLOW';

const REASONS: Readonly<Record<number, string>> = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' };

/**
 * The whole HTTP response to a request Node could not parse (a malformed request line, headers over
 * the limit, a request that never finished arriving), written once per kind at boot. Fastify's own
 * answer is plain JSON without our headers: a client gets problem+json and the security headers
 * like any other refusal. English only: the request's Accept-Language could not be read.
 */
function responses(config: AppConfig): ReadonlyMap<number, string> {
  const headers = apiHeaders(config)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  const out = new Map<number, string>();
  for (const [status, key] of [
    [400, 'detail.client-error'],
    [408, 'detail.client-timeout'],
    [431, 'detail.client-headers-too-large'],
  ] as const) {
    const body = JSON.stringify(problemBody(new ProblemException(ProblemType.BadRequest, status, problemMsg(key)), 'en'));
    out.set(status, `HTTP/1.1 ${status} ${REASONS[status]}\r\nconnection: close\r\ncontent-type: ${PROBLEM_CONTENT_TYPE}\r\ncontent-language: en\r\n${headers}content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
  }
  return out;
}

/** Fastify's `clientErrorHandler`: answers what Node's HTTP parser refused, then closes the socket. */
export function clientErrorHandler(config: AppConfig): (error: Error & { code?: string }, socket: Socket) => void {
  const answers = responses(config);
  return (error, socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status = error.code === TIMEOUT ? 408 : error.code === HEADER_OVERFLOW ? 431 : 400;
    if (socket.writable) socket.end(answers.get(status) as string);
    else socket.destroy(error);
  };
}
