import { orNotAvailable, parseAnalyticsWindow, parseHealthStatus } from '../../../domain/analytics';

describe('analytics dashboard (public flow §2.9, §4)', () => {
  it('windows are 1, 24, 168 hours, default 24', () => {
    expect(parseAnalyticsWindow('1')).toBe(1);
    expect(parseAnalyticsWindow(168)).toBe(168);
    expect(parseAnalyticsWindow(2)).toBe(24);
    expect(parseAnalyticsWindow(undefined)).toBe(24);
  });

  it('health status falls back to unknown', () => {
    expect(parseHealthStatus('degraded')).toBe('degraded');
    expect(parseHealthStatus('on fire')).toBe('unknown');
  });

  it('shows N/A for absent values', () => {
    expect(orNotAvailable(null)).toBe('N/A');
    expect(orNotAvailable('')).toBe('N/A');
    expect(orNotAvailable(0.1)).toBe('0.1');
  });
});
