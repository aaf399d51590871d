import * as http from 'node:http';

/*
 * Plain node:http over loopback: the fault tests need to see what a real client sees (refused
 * connections, resets, `Connection: close`), which supertest and inject hide.
 */

export interface HttpAnswer {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: string;
}

export interface HttpCall {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly path: string;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}

/** One request; rejects with the socket error (its `code`: ECONNREFUSED, ECONNRESET...) or on timeout. */
export function call(port: number, req: HttpCall, options: { agent?: http.Agent | false; timeoutMs?: number } = {}): Promise<HttpAnswer> {
  const payload = req.body === undefined ? undefined : JSON.stringify(req.body);
  return new Promise((resolve, reject) => {
    const r = http.request(
      {
        host: '127.0.0.1',
        port,
        method: req.method,
        path: req.path,
        agent: options.agent ?? false,
        headers: {
          ...req.headers,
          ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        res.on('error', reject);
      },
    );
    r.setTimeout(options.timeoutMs ?? 10_000, () => r.destroy(Object.assign(new Error('client timeout'), { code: 'CLIENT_TIMEOUT' })));
    r.on('error', reject);
    r.end(payload);
  });
}

export function errorCode(e: unknown): string {
  if (typeof e === 'object' && e !== null && 'code' in e && typeof e.code === 'string') return e.code;
  return e instanceof Error ? e.message : String(e);
}

export interface Sample {
  readonly route: string;
  /** ms since the loop's epoch (`LoadLoop.epoch`, a Date.now()). */
  readonly startedAt: number;
  readonly ms: number;
  readonly status?: number;
  readonly contentType?: string;
  readonly connection?: string;
  readonly body?: string;
  /** The socket error code when there was no answer. */
  readonly error?: string;
}

export interface LoadOptions {
  /** One request every this many ms (a fixed rate, not a closed loop). */
  readonly intervalMs: number;
  /** Hard bounds: the loop stops at whichever comes first. */
  readonly maxRequests: number;
  readonly maxMs: number;
  readonly agent?: http.Agent | false;
  readonly timeoutMs?: number;
}

/**
 * A fixed-rate load: every `intervalMs` the next call of `calls` (round robin) starts, whether or
 * not the previous ones have answered, so a slow server shows up as latency, not as fewer requests.
 */
export class LoadLoop {
  readonly epoch = Date.now();
  private readonly samples: Sample[] = [];
  private readonly pending = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private sent = 0;

  constructor(
    private readonly port: number,
    private readonly calls: readonly (HttpCall & { readonly route: string })[],
    private readonly options: LoadOptions,
  ) {}

  start(): this {
    this.timer = setInterval(() => this.tick(), this.options.intervalMs);
    return this;
  }

  /** Stops sending and waits for every request already sent to settle. */
  async stop(): Promise<Sample[]> {
    clearInterval(this.timer);
    this.timer = undefined;
    await Promise.all(this.pending);
    return [...this.samples].sort((a, b) => a.startedAt - b.startedAt);
  }

  get count(): number {
    return this.sent;
  }

  private tick(): void {
    if (this.sent >= this.options.maxRequests || Date.now() - this.epoch >= this.options.maxMs) {
      clearInterval(this.timer);
      return;
    }
    const c = this.calls[this.sent % this.calls.length];
    this.sent++;
    if (!c) return;
    const startedAt = Date.now() - this.epoch;
    const t0 = process.hrtime.bigint();
    const elapsed = (): number => Number(process.hrtime.bigint() - t0) / 1e6;
    const done = call(this.port, c, { agent: this.options.agent, timeoutMs: this.options.timeoutMs }).then(
      (a) => {
        this.samples.push({
          route: c.route,
          startedAt,
          ms: elapsed(),
          status: a.status,
          contentType: a.headers['content-type'],
          connection: a.headers.connection,
          // Error bodies, and GraphQL's (whose errors come with a 200), are kept; rulings are not.
          body: a.status >= 300 || c.path === '/graphql' ? a.body : undefined,
        });
      },
      (e: unknown) => {
        this.samples.push({ route: c.route, startedAt, ms: elapsed(), error: errorCode(e) });
      },
    );
    this.pending.add(done);
    void done.finally(() => this.pending.delete(done));
  }
}

/** A 2xx that is a real answer: for GraphQL, data and no `errors`. */
export function answered(s: Sample): boolean {
  if (s.status === undefined || s.status < 200 || s.status > 299) return false;
  if (s.route.startsWith('graphql')) {
    const body = JSON.parse(s.body ?? '{}') as { data?: unknown; errors?: unknown };
    return body.errors === undefined && typeof body.data === 'object' && body.data !== null;
  }
  return true;
}

/** The resolve and catalog reads the fault tests keep calling: they must never need Postgres. */
export const READ_CALLS: readonly (HttpCall & { readonly route: string })[] = [
  {
    route: 'resolve shot',
    method: 'POST',
    path: '/v1/ae-wwii/resolve/shot',
    body: {
      attacker: { unit: 'german-geneticists/wehrmacht' },
      weapon: 'kar98k',
      target: { unit: 'american-sci-tech/airborne' },
      distance: 20,
      actionPoints: 2,
      dice: { seed: 'faults' },
    },
  },
  { route: 'units', method: 'GET', path: '/v1/ae-wwii/units?faction=russian-psi' },
  { route: 'weapon', method: 'GET', path: '/v1/ae-wwii/weapons/kar98k?lang=fr' },
  {
    route: 'resolve initiative',
    method: 'POST',
    path: '/v1/ae-wwii/resolve/initiative',
    body: { sides: [{ name: 'Allies', highestDrive: 6 }, { name: 'Axis', highestDrive: 4 }], dice: { values: [3, 4] } },
  },
  { route: 'graphql unit', method: 'POST', path: '/graphql', body: { query: '{ aeWwiiUnitById(id: "german-geneticists/doktor", lang: es) { id name } }' } },
];

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` every `everyMs` until it returns true; resolves with the ms it took, or rejects at `timeoutMs`. */
export async function waitFor(what: string, probe: () => Promise<boolean>, timeoutMs: number, everyMs = 100): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await probe().catch(() => false)) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(everyMs);
  }
}
