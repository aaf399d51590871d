import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const started = new WeakMap<FastifyRequest, NodeJS.CpuUsage>();

/**
 * `SERVER_TIMING=true`: every reply carries `Server-Timing: cpu;dur=<ms>`, the process's CPU time
 * from the request's first hook to its reply (user + system). `npm run bench` reads it to put a CPU
 * figure on each abusive body, one request at a time. Off by default: it costs two getrusage calls
 * a request, and tells a caller how hard the server worked for it.
 */
export function registerServerTiming(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
    started.set(request, process.cpuUsage());
    done();
  });
  fastify.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: null, p: unknown) => void) => {
    const from = started.get(request);
    if (from !== undefined) {
      const used = process.cpuUsage(from);
      void reply.header('server-timing', `cpu;dur=${((used.user + used.system) / 1000).toFixed(3)}`);
    }
    done(null, payload);
  });
}
