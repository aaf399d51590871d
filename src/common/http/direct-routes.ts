import { RequestMethod, type INestApplication } from '@nestjs/common';
import {
  EXCEPTION_FILTERS_METADATA,
  GUARDS_METADATA,
  HEADERS_METADATA,
  HOST_METADATA,
  HTTP_CODE_METADATA,
  INTERCEPTORS_METADATA,
  METHOD_METADATA,
  PATH_METADATA,
  PIPES_METADATA,
  REDIRECT_METADATA,
  RENDER_METADATA,
  ROUTE_ARGS_METADATA,
  SSE_METADATA,
  VERSION_METADATA,
} from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { ModulesContainer } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The resolve route (src/games/resolve/resolve.controller.ts) answered without Nest's router
 * pipeline: what it buys, measured, is in docs/architecture.md.
 *
 * Nest answers a request through a chain built for everything a route might use (guards,
 * interceptors, a pipe per parameter, observables, an async error proxy), a promise or more per
 * stage whether the route uses them or not. A route marked `@DirectRoute()` uses none of them: it
 * takes the Fastify request as its one parameter and returns its reply (or a promise of it). This
 * adapter registers for it a handler that does what Nest's would, in one synchronous call: it sets
 * the route's status as Nest does, calls the method with the request, replies through the
 * adapter's `reply()` as Nest does, and hands an error to the app's error handler (the one
 * exception filter's). Nest still discovers, registers and documents the route from the same
 * decorators; only the function Fastify calls changes. Every other route keeps Nest's handler.
 */

const DIRECT_ROUTE = 'arbiter:direct-route';

/**
 * Marks a controller method to be answered by a direct handler: `method(@Req() request)`, with no
 * guard, interceptor, pipe, exception filter, `@Header`, `@Redirect`, `@Render`, `@Sse`, version or
 * host of its own or its class's (`DirectRoutesAdapter.prepare` refuses to boot otherwise).
 */
export function DirectRoute(): MethodDecorator {
  return (_target, _key, descriptor) => {
    // The method marks itself: Nest copies a method's metadata onto the handler it registers,
    // where the adapter finds which method it stands for.
    const method = descriptor.value as object;
    Reflect.defineMetadata(DIRECT_ROUTE, method, method);
  };
}

/** What the direct handler does with an error: what the app's exception filter does with it. */
export type DirectRouteErrorHandler = (exception: unknown, request: FastifyRequest, reply: FastifyReply) => void;

interface Plan {
  readonly instance: object;
  readonly method: (request: FastifyRequest) => unknown;
  readonly status: number;
}

const isThenable = (value: unknown): value is PromiseLike<unknown> => value !== null && typeof value === 'object' && typeof (value as { then?: unknown }).then === 'function';

const nonEmpty = (value: unknown): boolean => (Array.isArray(value) ? value.length > 0 : value !== undefined && value !== null);

/** What a direct route must not use (Nest's handler would run it, the direct one does not), on its class and on itself. */
const ON_CLASS = [
  [GUARDS_METADATA, 'a guard'],
  [INTERCEPTORS_METADATA, 'an interceptor'],
  [PIPES_METADATA, 'a pipe'],
  [EXCEPTION_FILTERS_METADATA, 'an exception filter'],
  [HOST_METADATA, 'a host constraint'],
  [VERSION_METADATA, 'a version'],
] as const;
const ON_METHOD = [
  [GUARDS_METADATA, 'a guard'],
  [INTERCEPTORS_METADATA, 'an interceptor'],
  [PIPES_METADATA, 'a pipe'],
  [EXCEPTION_FILTERS_METADATA, 'an exception filter'],
  [VERSION_METADATA, 'a version'],
  [HEADERS_METADATA, '@Header'],
  [REDIRECT_METADATA, '@Redirect'],
  [RENDER_METADATA, '@Render'],
  [SSE_METADATA, '@Sse'],
] as const;

/** Why a method marked `@DirectRoute()` cannot be served directly; undefined: it can. */
function directRouteRefusal(instance: object, methodName: string): string | undefined {
  const controller = instance.constructor;
  const method = (instance as Record<string, unknown>)[methodName] as object;
  for (const [key, what] of ON_CLASS) if (nonEmpty(Reflect.getMetadata(key, controller))) return what;
  for (const [key, what] of ON_METHOD) if (nonEmpty(Reflect.getMetadata(key, method))) return what;
  const params = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, methodName) ?? {}) as Record<string, { readonly index: number; readonly pipes?: unknown[] }>;
  const keys = Object.keys(params);
  // Nest keys a built-in parameter `<type>:<index>`.
  if (keys.length !== 1 || keys[0] !== `${RouteParamtypes.REQUEST}:0` || nonEmpty(params[keys[0]].pipes)) return 'parameters other than @Req()';
  return undefined;
}

function directHandler(plan: Plan, adapter: FastifyAdapter, onError: DirectRouteErrorHandler): (request: FastifyRequest, reply: FastifyReply) => void {
  const { instance, method, status } = plan;
  const send = (request: FastifyRequest, reply: FastifyReply, value: unknown): void => {
    try {
      adapter.reply(reply, value, status);
    } catch (e) {
      onError(e, request, reply);
    }
  };
  return function direct(request: FastifyRequest, reply: FastifyReply): void {
    let result: unknown;
    try {
      adapter.status(reply, status);
      result = method.call(instance, request);
    } catch (e) {
      onError(e, request, reply);
      return;
    }
    if (!isThenable(result)) return send(request, reply, result);
    Promise.resolve(result)
      .then(
        (value: unknown) => send(request, reply, value),
        (e: unknown) => onError(e, request, reply),
      )
      // An error handler that throws: Fastify's error handler, as for a rejected Nest handler
      // (never an unhandled rejection).
      .catch((e: unknown) => void reply.send(e instanceof Error ? e : new Error(String(e))));
  };
}

/**
 * The Fastify adapter that registers a direct handler (above) for each route marked
 * `@DirectRoute()`, once `prepare` has found them; every other route gets Nest's handler.
 */
export class DirectRoutesAdapter extends FastifyAdapter {
  private readonly plans = new Map<object, Plan>();
  private onError: DirectRouteErrorHandler | undefined;
  /** `METHOD path` of the routes registered with a direct handler. */
  readonly directRoutes: string[] = [];

  /**
   * Called before `app.init()` (which registers the routes): finds the marked routes, and says
   * where their errors go. Throws for a marked route that uses what the direct handler does not do.
   */
  prepare(app: INestApplication, onError: DirectRouteErrorHandler): void {
    this.onError = onError;
    for (const module of app.get(ModulesContainer).values()) {
      for (const wrapper of module.controllers.values()) {
        const instance = wrapper.instance as object | undefined;
        if (!instance) continue;
        for (const methodName of methodNames(instance)) {
          const method = (instance as Record<string, unknown>)[methodName] as Plan['method'];
          if (Reflect.getMetadata(DIRECT_ROUTE, method) !== method || Reflect.getMetadata(PATH_METADATA, method) === undefined) continue;
          const refusal = wrapper.isDependencyTreeStatic() ? directRouteRefusal(instance, methodName) : 'a request-scoped controller';
          if (refusal !== undefined) throw new Error(`${wrapper.name}.${methodName} is marked @DirectRoute() but uses ${refusal}, which only Nest's handler runs`);
          const code = Reflect.getMetadata(HTTP_CODE_METADATA, method) as number | undefined;
          // Nest's default: 201 for POST, 200 otherwise.
          const status = code ?? ((Reflect.getMetadata(METHOD_METADATA, method) as RequestMethod) === RequestMethod.POST ? 201 : 200);
          this.plans.set(method, { instance, method, status });
        }
      }
    }
  }

  override get(...args: unknown[]): ReturnType<FastifyAdapter['get']> {
    return super.get(...this.direct('GET', args));
  }
  override post(...args: unknown[]): ReturnType<FastifyAdapter['post']> {
    return super.post(...this.direct('POST', args));
  }
  override put(...args: unknown[]): ReturnType<FastifyAdapter['put']> {
    return super.put(...this.direct('PUT', args));
  }
  override patch(...args: unknown[]): ReturnType<FastifyAdapter['patch']> {
    return super.patch(...this.direct('PATCH', args));
  }
  override delete(...args: unknown[]): ReturnType<FastifyAdapter['delete']> {
    return super.delete(...this.direct('DELETE', args));
  }

  /** The route's arguments with Nest's handler (the last one) replaced by a direct one when planned. */
  private direct(method: string, args: unknown[]): unknown[] {
    const handler = args[args.length - 1];
    if (typeof handler !== 'function' || !this.onError) return args;
    const plan = this.plans.get(Reflect.getMetadata(DIRECT_ROUTE, handler) as object);
    if (!plan) return args;
    const direct = directHandler(plan, this, this.onError);
    // The adapter reads Fastify route options (config, schema, constraints) off the handler.
    for (const key of Reflect.getMetadataKeys(handler)) Reflect.defineMetadata(key, Reflect.getMetadata(key, handler), direct);
    this.directRoutes.push(`${method} ${String(args.length > 1 ? args[0] : '/')}`);
    return [...args.slice(0, -1), direct];
  }
}

/** Method names of an instance's class chain (Nest's MetadataScanner walks the same). */
function methodNames(instance: object): string[] {
  const names = new Set<string>();
  for (let proto = Object.getPrototypeOf(instance) as object | null; proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto) as object | null) {
    for (const name of Object.getOwnPropertyNames(proto)) {
      // Methods only: reading an accessor would run it.
      if (name !== 'constructor' && typeof Object.getOwnPropertyDescriptor(proto, name)?.value === 'function') names.add(name);
    }
  }
  return [...names];
}
