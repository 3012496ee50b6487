/**
 * A theme object made on first use. MUI's modules each make a default theme as they load, for components rendered
 * outside a ThemeProvider; the portal renders everything inside one (web/src/app/app.component.tsx), so the build
 * defers those (web/plugins/deferred-mui-themes.plugin.mts) and a first visit never makes them.
 */
export function deferredTheme<T extends object>(create: () => T): T {
  let theme: T | undefined;
  const made = () => (theme ??= create());
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(made(), key),
    has: (_target, key) => Reflect.has(made(), key),
    ownKeys: () => Reflect.ownKeys(made()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(made(), key);
      // A proxy may not report a property of its (empty) target as non-configurable.
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}
