/**
 * Adds a method to a class built at runtime (the per-game controllers and resolvers the shared
 * factories make) and applies Nest's decorators to it as `@Decorator()` syntax would: method
 * decorators on the method's descriptor, parameter decorators by index, and the parameter types
 * TypeScript would have emitted (`design:paramtypes`, which Nest and GraphQL read).
 */
export function defineMethod(
  cls: { readonly prototype: object },
  key: string,
  impl: (...args: never[]) => unknown,
  options: { readonly decorators?: readonly MethodDecorator[]; readonly params?: readonly ParameterDecorator[]; readonly paramTypes?: readonly unknown[] },
): void {
  const proto = cls.prototype;
  // Swagger names operations `<Class>_<function name>`: the function gets the method's name.
  Object.defineProperty(impl, 'name', { value: key });
  Object.defineProperty(proto, key, { value: impl, writable: true, configurable: true, enumerable: false });
  Reflect.defineMetadata('design:paramtypes', [...(options.paramTypes ?? options.params?.map(() => Object) ?? [])], proto, key);
  (options.params ?? []).forEach((d, i) => d(proto, key, i));
  for (const d of [...(options.decorators ?? [])].reverse()) {
    const descriptor = Object.getOwnPropertyDescriptor(proto, key) as PropertyDescriptor;
    const result = d(proto, key, descriptor);
    if (result) Object.defineProperty(proto, key, result);
  }
}

/** An instance of a class made by `serviceClass`: the one service it was given. */
export interface WithService<S> {
  readonly service: S;
}

/**
 * A class built at runtime whose one dependency, `service`, Nest injects (the parameter type
 * TypeScript would have emitted is declared by hand), named `name` (Nest, Swagger and stack
 * traces show it), with its class decorators (`@Controller`, `@Resolver`...) applied.
 */
export function serviceClass<S>(name: string, service: abstract new (...args: never[]) => S, decorate: ClassDecorator): new (service: S) => WithService<S> {
  const cls = {
    [name]: class {
      constructor(readonly service: S) {}
    },
  }[name] as new (service: S) => WithService<S>;
  Reflect.defineMetadata('design:paramtypes', [service], cls);
  decorate(cls);
  return cls;
}
