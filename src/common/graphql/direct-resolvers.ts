import type { INestApplication } from '@nestjs/common';
import { CUSTOM_ROUTE_ARGS_METADATA, EXCEPTION_FILTERS_METADATA, GUARDS_METADATA, INTERCEPTORS_METADATA, PIPES_METADATA } from '@nestjs/common/constants';
import { ExternalContextCreator } from '@nestjs/core';
import { ContextUtils } from '@nestjs/core/helpers/context-utils';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host';
import { PARAM_ARGS_METADATA, RESOLVER_NAME_METADATA } from '@nestjs/graphql/dist/graphql.constants.js';
import { isObservable, lastValueFrom, type Observable } from 'rxjs';

/**
 * GraphQL root resolvers called directly, the resolver-side twin of the resolve route's direct
 * handler (common/http/direct-routes.ts).
 *
 * Nest wraps every root resolver (each resolve action's query, the catalog queries) in its
 * external-context pipeline: an async guard check, an interceptor chain, an async pipe per
 * argument with a promise each, then an async error proxy, so a query field costs several
 * promises and microtask turns whether or not it has any of those. A resolver with none of them
 * (no guard, interceptor, pipe or exception filter of its own; the app installs no global ones
 * but the exception filter, test/platform/direct-routes.spec.ts) is called directly instead: its
 * parameter decorators read the same resolver arguments (custom ones through their factories,
 * built-in ones through the GraphQL params factory Nest would use), an observable is settled to
 * its last value as Nest settles it, and an error goes to the same filter, whose result (the
 * GraphQLError) is the field's value as with Nest's proxy. A synchronous result stays synchronous.
 *
 * Installed by wrapping the app's `ExternalContextCreator.create` before `app.init()` (which builds
 * the schema and asks it for every resolver): calls for anything else (field resolvers, which pass
 * their own enhancer options, other context types, request-scoped instances) go to Nest's.
 */
export type DirectResolverErrorHandler = (exception: unknown, host: ExecutionContextHost) => unknown;

type ParamsFactory = { exchangeKeyForValue(type: number, data: unknown, args: unknown[]): unknown };
type Create = ExternalContextCreator['create'];

/** The fields whose root resolvers were made direct, per app (the test checks every resolve and catalog query is). */
export const directResolverNames = new WeakMap<INestApplication, string[]>();

export function useDirectResolvers(app: INestApplication, onError: DirectResolverErrorHandler): void {
  const creator = app.get(ExternalContextCreator);
  const nest: Create = creator.create.bind(creator);
  const names: string[] = [];
  directResolverNames.set(app, names);
  creator.create = function (instance, callback, methodName, metadataKey, paramsFactory, contextId, inquirerId, options, contextType) {
    // Root resolvers pass neither a context id nor options (Nest's defaults: every enhancer).
    const eligible = contextType === 'graphql' && metadataKey === PARAM_ARGS_METADATA && contextId === undefined && options === undefined && paramsFactory !== undefined;
    if (!eligible || enhancerRefusal(instance, methodName) !== undefined) {
      return nest(instance, callback, methodName, metadataKey, paramsFactory, contextId, inquirerId, options, contextType);
    }
    names.push((Reflect.getMetadata(RESOLVER_NAME_METADATA, callback) as string | undefined) ?? methodName);
    return directResolver(instance, callback, methodName, paramsFactory as ParamsFactory, onError);
  } as Create;
}

interface ParamMetadata {
  readonly index: number;
  readonly data?: unknown;
  readonly pipes?: readonly unknown[];
  readonly factory?: (data: unknown, context: ExecutionContextHost) => unknown;
}

/** One parameter of a resolver, from its decorator's metadata. */
interface HandlerParam {
  readonly index: number;
  /** A custom decorator's factory (called with `data` and the execution context). */
  readonly factory?: (data: unknown, context: ExecutionContextHost) => unknown;
  /** A built-in decorator's type (GraphQL's params enum), when not custom. */
  readonly type?: number;
  readonly data: unknown;
}

const contextUtils = new ContextUtils();

const nonEmpty = (value: unknown): boolean => (Array.isArray(value) ? value.length > 0 : value !== undefined && value !== null);

/** A resolver's parameters and how many arguments it takes. */
function handlerParams(instance: object, methodName: string): { readonly params: readonly HandlerParam[]; readonly length: number } {
  const metadata = (contextUtils.reflectCallbackMetadata(instance, methodName, PARAM_ARGS_METADATA) ?? {}) as Record<string, ParamMetadata>;
  const keys = Object.keys(metadata);
  const params = keys.map((key): HandlerParam => {
    const { index, data, factory } = metadata[key];
    return key.includes(CUSTOM_ROUTE_ARGS_METADATA) && factory ? { index, factory, data } : { index, type: Number(key.split(':')[0]), data };
  });
  return { params, length: contextUtils.getArgumentsLength(keys, metadata) };
}

/**
 * Why a resolver's own enhancers rule out calling it directly (a guard, an interceptor, a pipe, an
 * exception filter of its own, on its class or itself, or a pipe on a parameter); undefined: none.
 */
function enhancerRefusal(instance: object, methodName: string): string | undefined {
  const resolver = instance.constructor;
  const callback = (instance as Record<string, unknown>)[methodName] as object;
  for (const [key, what] of [
    [GUARDS_METADATA, 'a guard'],
    [INTERCEPTORS_METADATA, 'an interceptor'],
    [PIPES_METADATA, 'a pipe'],
    [EXCEPTION_FILTERS_METADATA, 'an exception filter'],
  ] as const) {
    if (nonEmpty(Reflect.getMetadata(key, resolver)) || nonEmpty(Reflect.getMetadata(key, callback))) return what;
  }
  const metadata = (contextUtils.reflectCallbackMetadata(instance, methodName, PARAM_ARGS_METADATA) ?? {}) as Record<string, ParamMetadata>;
  if (Object.values(metadata).some((param) => nonEmpty(param.pipes))) return 'a parameter pipe';
  return undefined;
}

/** A value a resolver returned, settled as Nest settles it (promises awaited, observables to their last value). */
function isDeferred(value: unknown): value is PromiseLike<unknown> | Observable<unknown> {
  return isObservable(value) || (value !== null && typeof value === 'object' && typeof (value as { then?: unknown }).then === 'function');
}

function directResolver(instance: object, callback: (...args: unknown[]) => unknown, methodName: string, paramsFactory: ParamsFactory, onError: DirectResolverErrorHandler): (...args: unknown[]) => unknown {
  const { params: declared, length } = handlerParams(instance, methodName);
  const controller = instance.constructor as new (...args: never[]) => unknown;
  const context = (args: unknown[]): ExecutionContextHost => {
    const host = new ExecutionContextHost(args, controller, callback);
    host.setType('graphql');
    return host;
  };
  const extract = new Array<(args: unknown[], host: ExecutionContextHost) => unknown>(length).fill(() => undefined);
  for (const { index, factory, type, data } of declared) {
    extract[index] = factory ? (_args, host) => factory(data, host) : (args) => paramsFactory.exchangeKeyForValue(type as number, data, args);
  }
  const failed = (e: unknown, args: unknown[]): unknown => {
    const host = new ExecutionContextHost(args);
    host.setType('graphql');
    // As Nest's external exceptions handler: the filter's result, or the error itself when none.
    const handled = onError(e, host);
    if (!handled) throw e;
    return handled;
  };
  return (...args: unknown[]): unknown => {
    let result: unknown;
    try {
      const host = context(args);
      const values = new Array<unknown>(length);
      for (let i = 0; i < length; i++) values[i] = extract[i](args, host);
      result = callback.apply(instance, values);
    } catch (e) {
      return failed(e, args);
    }
    if (!isDeferred(result)) return result;
    return (isObservable(result) ? lastValueFrom(result) : Promise.resolve(result)).catch((e: unknown) => failed(e, args));
  };
}
