import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

// MUI's modules each make a default theme as they load (`const defaultTheme = createTheme();`): five of them in the
// entry, a fifth of its evaluation on a first visit. The portal's components all render inside its ThemeProvider, so
// the build makes each of those a theme made on first use (web/src/app/deferred-theme.ts), which nothing uses.

const DEFAULT_THEME = /^(export )?const (\w+) = createTheme\(\);$/gm;
const MUI_MODULE = /[\\/]node_modules[\\/]@mui[\\/](material|system)[\\/]/;
const HELPER = fileURLToPath(new URL('../src/app/deferred-theme.ts', import.meta.url));

/** The module's source with each default theme deferred, or undefined when it makes none. */
export function deferDefaultThemes(code: string): string | undefined {
  const deferred = code.replace(
    DEFAULT_THEME,
    (_line, exported: string | undefined, name: string) =>
      `${exported ?? ''}const ${name} = /* @__PURE__ */ __deferredTheme(() => createTheme());`,
  );
  if (deferred === code) return undefined;
  return `import { deferredTheme as __deferredTheme } from ${JSON.stringify(HELPER)};\n${deferred}`;
}

export function deferredMuiThemes(): Plugin {
  let deferredModules = 0;
  return {
    name: 'deferred-mui-themes',
    apply: 'build',
    transform(code, id) {
      if (!MUI_MODULE.test(id)) return undefined;
      const deferred = deferDefaultThemes(code);
      if (deferred === undefined) return undefined;
      deferredModules += 1;
      return { code: deferred, map: null };
    },
    buildEnd(error) {
      // An MUI upgrade that makes its default themes another way should be seen, not silently cost the first visit.
      if (!error && deferredModules === 0) this.error('deferred-mui-themes: no MUI module made a default theme as expected');
    },
  };
}
