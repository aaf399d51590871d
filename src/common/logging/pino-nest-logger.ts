import { LoggerService } from '@nestjs/common';
import type { Logger as Pino } from 'pino';

/**
 * Nest's logger on the same pino instance Fastify uses, so every line is one JSON object with
 * the same fields. Nest passes the context (class name) as the last string argument.
 */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly pino: Pino) {}

  private write(level: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace', message: unknown, params: unknown[]): void {
    if (!this.pino.isLevelEnabled(level)) return;
    const context = params.length > 0 && typeof params[params.length - 1] === 'string' ? (params[params.length - 1] as string) : undefined;
    const rest = context === undefined ? params : params.slice(0, -1);
    const fields: Record<string, unknown> = context === undefined ? {} : { context };
    // An error's stack arrives as the first extra argument of Logger.error(message, stack).
    if (level === 'error' && typeof rest[0] === 'string') fields.stack = rest[0];
    if (message instanceof Error) this.pino[level]({ ...fields, err: message }, message.message);
    else if (typeof message === 'object' && message !== null) this.pino[level]({ ...fields, ...(message as object) });
    else this.pino[level](fields, String(message));
  }

  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, params);
  }
  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }
  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }
  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }
  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }
  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }
}
