import { deferredTheme } from '../../../web/src/app/deferred-theme';

describe('deferredTheme', () => {
  const makeTheme = () => ({ palette: { mode: 'light' }, spacing: (n: number) => `${n * 8}px` });

  it('makes nothing until the theme is read, then makes it once', () => {
    const create = jest.fn(makeTheme);
    const theme = deferredTheme(create);
    expect(create).not.toHaveBeenCalled();
    expect(theme.palette.mode).toBe('light');
    expect(theme.spacing(2)).toBe('16px');
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('reads as the theme it stands for: keys, `in`, spread', () => {
    const theme = deferredTheme(makeTheme);
    expect(Object.keys(theme)).toEqual(['palette', 'spacing']);
    expect('palette' in theme).toBe(true);
    expect('vars' in theme).toBe(false);
    expect({ ...theme }.palette).toEqual({ mode: 'light' });
  });
});
