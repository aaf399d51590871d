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

/** A class's name as Nest, Swagger and stack traces show it. */
export function named<T extends object>(cls: T, name: string): T {
  Object.defineProperty(cls, 'name', { value: name });
  return cls;
}
