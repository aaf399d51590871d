import * as net from 'node:net';

/**
 * A loopback TCP relay in front of Postgres that a test can break on purpose, the way networks
 * break: `freeze()` stops relaying (a partition: sockets stay open, nothing arrives, nobody is
 * told), `blackhole()` also accepts new connections without ever relaying them (a Postgres that
 * accepts TCP but never answers), `reset()` cuts every open connection. `forward()` heals it.
 */
export class TcpProxy {
  private mode: 'forward' | 'frozen' | 'blackhole' = 'forward';
  private readonly sockets = new Set<net.Socket>();
  /** Connections accepted so far (each pooled client opens one). */
  accepted = 0;

  private constructor(
    private readonly server: net.Server,
    readonly port: number,
  ) {}

  static async start(targetHost: string, targetPort: number): Promise<TcpProxy> {
    const server = net.createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    const address = server.address();
    if (typeof address !== 'object' || address === null) throw new Error('proxy has no port');
    const proxy = new TcpProxy(server, address.port);
    server.on('connection', (client) => proxy.relay(client, targetHost, targetPort));
    return proxy;
  }

  /** `postgres://...` of the target, rewritten to go through this proxy. */
  urlFor(target: string): string {
    const url = new URL(target);
    url.hostname = '127.0.0.1';
    url.port = String(this.port);
    return url.toString();
  }

  forward(): void {
    this.mode = 'forward';
  }

  freeze(): void {
    this.mode = 'frozen';
  }

  blackhole(): void {
    this.mode = 'blackhole';
  }

  /** Destroys every open connection, both sides (the client sees ECONNRESET or an end). */
  reset(): void {
    for (const s of this.sockets) s.destroy();
    this.sockets.clear();
  }

  async close(): Promise<void> {
    this.reset();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private track(s: net.Socket): void {
    this.sockets.add(s);
    s.on('error', () => undefined);
    s.on('close', () => this.sockets.delete(s));
  }

  private relay(client: net.Socket, host: string, port: number): void {
    this.accepted++;
    this.track(client);
    if (this.mode === 'blackhole') return;
    const upstream = net.connect(port, host);
    this.track(upstream);
    // Bytes are dropped, not buffered, while frozen: what a partition does to them.
    client.on('data', (chunk: Buffer) => {
      if (this.mode === 'forward') upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (this.mode === 'forward') client.write(chunk);
    });
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  }
}
