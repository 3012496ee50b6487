import { createPortContainer } from '../../../web/src/di/port-container';

describe('the web port container', () => {
  it('builds each port once, on first use, and hands the same instance to every caller', () => {
    const made: string[] = [];
    const http = Symbol('http');
    const profile = Symbol('profile');
    const container = createPortContainer(
      new Map<symbol, (c: { get<T>(token: symbol): T }) => unknown>([
        [http, () => (made.push('http'), { name: 'http' })],
        [profile, (c) => (made.push('profile'), { via: c.get<{ name: string }>(http).name })],
      ]),
    );
    expect(made).toEqual([]);
    const first = container.get<{ via: string }>(profile);
    expect(first).toEqual({ via: 'http' });
    expect(container.get(profile)).toBe(first);
    expect(made).toEqual(['profile', 'http']);
  });

  it('names a token nobody bound', () => {
    const container = createPortContainer(new Map());
    expect(() => container.get(Symbol('Missing'))).toThrow('No binding for Symbol(Missing)');
  });
});
