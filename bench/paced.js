'use strict';
/* global setTimeout, Buffer, URL */
/**
 * Latency at a steady rate, requests evenly spaced: the second reading of the target "p99 at a
 * fixed 500 requests/s", printed beside autocannon's (which the targets use).
 *
 * autocannon's fixed rate is a per-connection quota per second: every connection sends its quota
 * back to back as soon as each second starts and then waits, so 500 requests/s over 10 connections
 * is a burst of 500 requests ten at a time at the top of every second (autocannon 8,
 * lib/httpClient.js: `reqsMadeThisSecond`, reset by a 1-second interval). Its p99 is the queue of
 * ten inside that burst, about ten service times, so it follows the CPU a request costs more than
 * anything that happens to a single request. Here request i is due at start + i / rate and is sent
 * when due (open loop: it never waits for an earlier answer) on an idle keep-alive connection, or
 * on a new one when all are busy; its latency runs from the write to the response's last byte, as
 * autocannon's does with `ignoreCoordinatedOmission`. Node's timers wake to the millisecond, so a
 * request may go out up to about a millisecond after it was due (`late` counts those): that moves
 * when it is sent, not what its latency measures.
 *
 * A plain HTTP/1.1 client over `net` (request bytes built once per body, responses framed by
 * Content-Length, which every server measured here sends; anything else counts as an error), so
 * the client's own cost per request stays small next to the servers'.
 */
const net = require('node:net');

/**
 * `target`: { url, method?, body?, requests? } as bench/run.js's cannon takes it (`requests[0].
 * setupRequest` gives each request its body, for a distinct stream). `opts`: { rate, durationS,
 * connections }. Resolves to { requests, rps, latencies (ms, unsorted), non2xx, errors, late,
 * connections }.
 */
function paced(target, { rate, durationS, connections }) {
  const url = new URL(target.url);
  const method = target.method || 'POST';
  const head = `${method} ${url.pathname}${url.search} HTTP/1.1\r\nHost: ${url.host}\r\n`;
  const bytesOf = (body) =>
    method === 'GET' ? Buffer.from(`${head}\r\n`, 'latin1') : Buffer.from(`${head}Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
  const setup = target.requests?.[0]?.setupRequest;
  const fixed = setup ? undefined : bytesOf(target.body ?? '');
  const nextBytes = () => fixed ?? bytesOf(setup({}).body);

  const latencies = [];
  let non2xx = 0;
  let errors = 0;
  let late = 0;
  let sent = 0;
  const idle = [];
  const sockets = [];

  const open = () => {
    const conn = { socket: net.connect({ host: url.hostname, port: Number(url.port) }), buffer: Buffer.alloc(0), sentAt: 0n, busy: false, dead: false };
    conn.socket.setNoDelay(true);
    conn.socket.on('data', (chunk) => {
      conn.buffer = conn.buffer.length ? Buffer.concat([conn.buffer, chunk]) : chunk;
      for (;;) {
        const end = conn.buffer.indexOf('\r\n\r\n');
        if (end < 0) return;
        const header = conn.buffer.subarray(0, end).toString('latin1');
        const length = /\r\ncontent-length: *(\d+)/i.exec(header);
        if (!length) {
          // Not framed by Content-Length: count it and drop the connection.
          errors++;
          conn.dead = true;
          conn.socket.destroy();
          return;
        }
        const total = end + 4 + Number(length[1]);
        if (conn.buffer.length < total) return;
        const status = Number(header.slice(9, 12));
        if (status >= 200 && status < 300) latencies.push(Number(process.hrtime.bigint() - conn.sentAt) / 1e6);
        else non2xx++;
        conn.buffer = conn.buffer.subarray(total);
        conn.busy = false;
        idle.push(conn);
      }
    });
    conn.socket.on('error', () => {
      if (!conn.dead) errors++;
      conn.dead = true;
    });
    conn.socket.on('close', () => {
      // Closed by the server with a request in flight: that request is lost.
      if (!conn.dead && conn.busy) errors++;
      conn.dead = true;
    });
    sockets.push(conn);
    return conn;
  };

  return new Promise((resolve) => {
    for (let i = 0; i < connections; i++) idle.push(open());
    const intervalNs = 1e9 / rate;
    const total = Math.round(rate * durationS);
    const start = process.hrtime.bigint() + 50_000_000n;
    const dueAt = (i) => start + BigInt(Math.round(i * intervalNs));
    const tick = () => {
      const now = process.hrtime.bigint();
      while (sent < total && dueAt(sent) <= now) {
        if (now - dueAt(sent) > 1_000_000n) late++;
        let conn = idle.pop();
        while (conn && conn.dead) conn = idle.pop();
        conn ??= open();
        conn.busy = true;
        conn.sentAt = process.hrtime.bigint();
        conn.socket.write(nextBytes());
        sent++;
      }
      if (sent < total) {
        setTimeout(tick, Math.max(0, Math.floor(Number(dueAt(sent) - process.hrtime.bigint()) / 1e6)));
        return;
      }
      // Answers still in flight get a second to arrive; what never does counts as an error.
      setTimeout(() => {
        for (const conn of sockets) {
          if (conn.busy && !conn.dead) errors++;
          conn.socket.destroy();
        }
        resolve({ requests: latencies.length + non2xx, rps: Math.round((latencies.length + non2xx) / durationS), latencies, non2xx, errors, late, connections: sockets.length });
      }, 1000);
    };
    setTimeout(tick, 50);
  });
}

module.exports = { paced };
