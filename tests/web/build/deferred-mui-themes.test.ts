/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deferDefaultThemes } from '../../../web/plugins/deferred-mui-themes.plugin.mjs';

const muiModule = (file: string) => readFileSync(path.join(__dirname, '../../../node_modules/@mui', file), 'utf8');

describe('the deferred MUI default themes', () => {
  it.each([
    'material/styles/defaultTheme.mjs',
    'material/Box/Box.mjs',
    'system/useTheme/useTheme.mjs',
    'system/createStyled/createStyled.mjs',
  ])('%s makes its default theme on first use, not as it loads', (file) => {
    const source = muiModule(file);
    expect(source).toMatch(/^(export )?const \w+ = createTheme\(\);$/m);
    const deferred = deferDefaultThemes(source);
    expect(deferred).toBeDefined();
    expect(deferred).not.toMatch(/= createTheme\(\);/);
    expect(deferred).toMatch(/^(export )?const \w+ = \/\* @__PURE__ \*\/ __deferredTheme\(\(\) => createTheme\(\)\);$/m);
    expect(deferred?.split('\n')[0]).toMatch(/^import \{ deferredTheme as __deferredTheme \} from ".*deferred-theme\.ts";$/);
  });

  it('leaves a module that makes no default theme alone', () => {
    expect(deferDefaultThemes(muiModule('material/styles/createTheme.mjs'))).toBeUndefined();
  });
});
