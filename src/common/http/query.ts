import { ExecutionContext, createParamDecorator } from '@nestjs/common';
import { ProblemException, problemMsg } from '../problem/problem.exception';

/** `true`/`false` query flag: absent → `fallback`; anything else (`1`, `yes`, repeated) → 400. */
export function parseBooleanParam(name: string, value: unknown, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw ProblemException.invalidParam(name, problemMsg('field.boolean'));
}

/** `@QueryFlag('odds', true) odds: boolean`. */
export const QueryFlag = createParamDecorator((args: readonly [string, boolean], ctx: ExecutionContext): boolean => {
  const query = (ctx.switchToHttp().getRequest<{ query?: Record<string, unknown> }>().query ?? {});
  return parseBooleanParam(args[0], query[args[0]], args[1]);
});

/** `?<name>=<one of values>`: absent → undefined; any other value (or a repeated parameter) → 400. */
export function parseEnumParam(name: string, value: unknown, values: readonly string[]): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string' && values.includes(value)) return value;
  throw ProblemException.invalidParam(name, problemMsg('validation.enum', { values: values.join(', ') }));
}

/** `@QueryEnum(['defense', ['all']]) defense: string | undefined`. */
export const QueryEnum = createParamDecorator((args: readonly [string, readonly string[]], ctx: ExecutionContext): string | undefined => {
  const query = (ctx.switchToHttp().getRequest<{ query?: Record<string, unknown> }>().query ?? {});
  return parseEnumParam(args[0], query[args[0]], args[1]);
});
