import { RequestMethod, type INestApplication } from '@nestjs/common';
import {
  CUSTOM_ROUTE_ARGS_METADATA,
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
import { ContextUtils } from '@nestjs/core/helpers/context-utils';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host';
import { RouteParamsFactory } from '@nestjs/core/router/route-params-factory';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isObservable, lastValueFrom } from 'rxjs';

/**
 * Controller routes served without Nest's generic router pipeline.
 *
 * Nest routes a request through a chain built for every feature a route might use (guards,
 * interceptors, pipes on each parameter, observables), which costs a promise or more per stage
 * whether a route uses them or not: on a resolve route, in process, about 11-14 us of CPU a request
 * (docs/benchmarks.md; on sockets that is within the bench's noise). A route here uses none
 * of them, so it is registered with a handler that does what Nest's would, in one synchronous
 * call: the same parameter decorators read the same request (custom ones through their own
 * factories, built-in ones through Nest's `RouteParamsFactory`), the status and `@Header`s are set
 * as Nest sets them, the reply goes out through the adapter's `reply()`, and an error goes to the
 * same exception filter.
 *
 * Controllers stay the shape of the code: routes are declared, documented (Swagger reads the same
 * decorators) and discovered by Nest exactly as before; only the function Fastify calls changes.
 * A route using anything this handler does not do (a guard, an interceptor, a pipe, `@Redirect`,
 * `@Render`, `@Sse`, `@Res()` without passthrough, `@Next()`, a host or version constraint, its
 * own exception filter, a request-scoped controller) keeps Nest's handler: `directRouteRefusal`
 * says why. Global enhancers are not looked at: the app installs one global exception filter and
 * nothing else (test/platform/direct-routes.spec.ts checks it), and that filter is `onError` here.
 */

/** Marks a controller method with itself; Nest copies it onto the route handler it registers. */
const DIRECT_ROUTE_KEY = 'arbiter:direct-route';

type Extract = (request: FastifyRequest, reply: FastifyReply, context: ExecutionContextHost) => unknown;

interface Plan {
  readonly instance: object;
  readonly callback: (...args: unknown[]) => unknown;
  readonly controller: new (...args: never[]) => unknown;
  readonly params: readonly Extract[];
  readonly status: number;
  readonly headers: readonly { readonly name: string; readonly value: string | (() => string) }[];
}

/** What the direct handler calls on error: the app's exception filter for an HTTP request. */
export type DirectRouteErrorHandler = (exception: unknown, host: ExecutionContextHost) => void;

interface ParamMetadata {
  readonly index: number;
  readonly data?: unknown;
  readonly pipes?: readonly unknown[];
  readonly factory?: (data: unknown, context: ExecutionContextHost) => unknown;
}

const contextUtils = new ContextUtils();
const paramsFactory = new RouteParamsFactory();
/** Built-in parameters the direct handler reads through Nest's own factory (pure reads of the request). */
const READ_PARAMS = new Set<number>([RouteParamtypes.REQUEST, RouteParamtypes.BODY, RouteParamtypes.QUERY, RouteParamtypes.PARAM, RouteParamtypes.HEADERS, RouteParamtypes.IP, RouteParamtypes.HOST, RouteParamtypes.RAW_BODY]);

/** Fastify calls a handler with (request, reply): Nest's `next` is undefined there too (`directRouteRefusal` refuses `@Next()`). */
const NO_NEXT = undefined as unknown as () => void;

const nonEmpty = (value: unknown): boolean => (Array.isArray(value) ? value.length > 0 : value !== undefined && value !== null);

/** One parameter of a handler, from its decorator's metadata. */
export interface HandlerParam {
  readonly index: number;
  /** A custom decorator's factory (called with `data` and the execution context). */
  readonly factory?: (data: unknown, context: ExecutionContextHost) => unknown;
  /** A built-in decorator's type (its transport's enum), when not custom. */
  readonly type?: number;
  readonly data: unknown;
}

/** A handler's parameters (`metadataKey`: Nest's or GraphQL's route-arguments key) and how many arguments it takes. */
export function handlerParams(instance: object, methodName: string, metadataKey: string): { readonly params: readonly HandlerParam[]; readonly length: number } {
  const metadata = (contextUtils.reflectCallbackMetadata(instance, methodName, metadataKey) ?? {}) as Record<string, ParamMetadata>;
  const keys = Object.keys(metadata);
  const params = keys.map((key): HandlerParam => {
    const { index, data, factory } = metadata[key];
    return key.includes(CUSTOM_ROUTE_ARGS_METADATA) && factory ? { index, factory, data } : { index, type: Number(key.split(':')[0]), data };
  });
  return { params, length: contextUtils.getArgumentsLength(keys, metadata) };
}

/**
 * Why a handler's own enhancers rule out calling it directly (a guard, an interceptor, a pipe, an
 * exception filter of its own, on its class or itself, or a pipe on a parameter); undefined: none.
 */
export function enhancerRefusal(instance: object, methodName: string, metadataKey: string): string | undefined {
  const controller = instance.constructor;
  const callback = (instance as Record<string, unknown>)[methodName] as object;
  for (const [key, what] of [
    [GUARDS_METADATA, 'a guard'],
    [INTERCEPTORS_METADATA, 'an interceptor'],
    [PIPES_METADATA, 'a pipe'],
    [EXCEPTION_FILTERS_METADATA, 'an exception filter'],
  ] as const) {
    if (nonEmpty(Reflect.getMetadata(key, controller)) || nonEmpty(Reflect.getMetadata(key, callback))) return what;
  }
  const metadata = (contextUtils.reflectCallbackMetadata(instance, methodName, metadataKey) ?? {}) as Record<string, ParamMetadata>;
  if (Object.values(metadata).some((param) => nonEmpty(param.pipes))) return 'a parameter pipe';
  return undefined;
}

/**
 * Why a controller method cannot be served directly (undefined: it can), from its metadata.
 * Exported for the test that lists which routes take Nest's handler.
 */
export function directRouteRefusal(instance: object, methodName: string): string | undefined {
  const refusal = enhancerRefusal(instance, methodName, ROUTE_ARGS_METADATA);
  if (refusal !== undefined) return refusal;
  const controller = instance.constructor;
  const callback = (instance as Record<string, unknown>)[methodName] as object;
  if (Reflect.getMetadata(HOST_METADATA, controller) !== undefined) return 'a host constraint';
  if (Reflect.getMetadata(VERSION_METADATA, controller) !== undefined || Reflect.getMetadata(VERSION_METADATA, callback) !== undefined) return 'a version';
  if (Reflect.getMetadata(REDIRECT_METADATA, callback) !== undefined) return '@Redirect';
  if (Reflect.getMetadata(RENDER_METADATA, callback) !== undefined) return '@Render';
  if (Reflect.getMetadata(SSE_METADATA, callback) !== undefined) return '@Sse';
  for (const { type } of handlerParams(instance, methodName, ROUTE_ARGS_METADATA).params) {
    if (type === undefined) continue;
    if (type === RouteParamtypes.RESPONSE) {
      if (!contextUtils.reflectPassthrough(instance, methodName)) return '@Res() without passthrough';
    } else if (!READ_PARAMS.has(type)) {
      return `parameter type ${RouteParamtypes[type] ?? type}`;
    }
  }
  return undefined;
}

function planOf(instance: object, methodName: string): Plan {
  const callback = (instance as Record<string, (...args: unknown[]) => unknown>)[methodName];
  const { params: declared, length } = handlerParams(instance, methodName, ROUTE_ARGS_METADATA);
  const params: Extract[] = new Array<Extract>(length).fill(() => undefined);
  for (const { index, factory, type, data } of declared) {
    params[index] = factory
      ? (_request, _reply, context) => factory(data, context)
      : (request, reply) => paramsFactory.exchangeKeyForValue(type as number, data as string, { req: request, res: reply, next: NO_NEXT });
  }
  const requestMethod = Reflect.getMetadata(METHOD_METADATA, callback) as RequestMethod;
  const code = Reflect.getMetadata(HTTP_CODE_METADATA, callback) as number | undefined;
  return {
    instance,
    callback,
    controller: instance.constructor as Plan['controller'],
    params,
    // Nest's default: 201 for POST, 200 otherwise.
    status: code ?? (requestMethod === RequestMethod.POST ? 201 : 200),
    headers: (Reflect.getMetadata(HEADERS_METADATA, callback) ?? []) as Plan['headers'],
  };
}

/** A value a handler returned, settled as Nest settles it (promises awaited, observables to their last value). */
export function isDeferred(value: unknown): value is PromiseLike<unknown> | import('rxjs').Observable<unknown> {
  return isObservable(value) || (value !== null && typeof value === 'object' && typeof (value as { then?: unknown }).then === 'function');
}

function directHandler(plan: Plan, adapter: FastifyAdapter, onError: DirectRouteErrorHandler): (request: FastifyRequest, reply: FastifyReply) => void {
  const { instance, callback, controller, params, status, headers } = plan;
  const n = params.length;
  const send = (reply: FastifyReply, value: unknown, context: ExecutionContextHost): void => {
    try {
      adapter.reply(reply, value, status);
    } catch (e) {
      onError(e, context);
    }
  };
  return function direct(request: FastifyRequest, reply: FastifyReply): void {
    // One context per request, shared by the parameter factories (Nest makes one per parameter;
    // a factory only reads it).
    const context = new ExecutionContextHost([request, reply, undefined], controller, callback);
    let result: unknown;
    try {
      const args = new Array<unknown>(n);
      for (let i = 0; i < n; i++) args[i] = params[i](request, reply, context);
      adapter.status(reply, status);
      for (const { name, value } of headers) adapter.setHeader(reply, name, typeof value === 'function' ? value() : value);
      result = callback.apply(instance, args);
    } catch (e) {
      onError(e, context);
      return;
    }
    if (!isDeferred(result)) return send(reply, result, context);
    (isObservable(result) ? lastValueFrom(result) : Promise.resolve(result))
      .then(
        (value) => send(reply, value, context),
        (e: unknown) => onError(e, context),
      )
      // A filter that throws: Fastify's error handler, as for a rejected Nest handler (never an
      // unhandled rejection).
      .catch((e: unknown) => void reply.send(e instanceof Error ? e : new Error(String(e))));
  };
}

/**
 * The Fastify adapter that registers direct handlers (above) for the routes `prepare`
 * planned; every other route gets Nest's handler, unchanged.
 */
export class DirectRoutesAdapter extends FastifyAdapter {
  private readonly plans = new Map<object, Plan>();
  private onError: DirectRouteErrorHandler | undefined;
  /** `METHOD path` of the routes registered with a direct handler. */
  readonly directRoutes: string[] = [];

  /** Called before `app.init()`: the controllers' routes to serve directly, and where their errors go. */
  prepare(app: INestApplication, onError: DirectRouteErrorHandler): void {
    this.onError = onError;
    for (const module of app.get(ModulesContainer).values()) {
      for (const wrapper of module.controllers.values()) {
        const instance = wrapper.instance as object | undefined;
        if (!instance || !wrapper.isDependencyTreeStatic()) continue;
        for (const methodName of methodNames(instance)) {
          const callback = (instance as Record<string, unknown>)[methodName];
          if (typeof callback !== 'function' || Reflect.getMetadata(PATH_METADATA, callback) === undefined) continue;
          if (directRouteRefusal(instance, methodName) !== undefined) continue;
          Reflect.defineMetadata(DIRECT_ROUTE_KEY, callback, callback);
          this.plans.set(callback, planOf(instance, methodName));
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
    const plan = this.plans.get(Reflect.getMetadata(DIRECT_ROUTE_KEY, handler) as object);
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
