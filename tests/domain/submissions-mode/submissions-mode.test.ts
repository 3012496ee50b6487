import { CONFIG_MESSAGES, isLocalDevelopmentHost, submissionsEnabledFrom, submissionsMode } from '../../../domain/submissions-mode';

describe('submissions mode (public flow §4)', () => {
  it('assumes enabled when the config read fails', () => {
    expect(submissionsEnabledFrom(null)).toBe(true);
    expect(submissionsEnabledFrom({})).toBe(true);
    expect(submissionsEnabledFrom({ submissionsEnabled: false })).toBe(false);
  });

  it('mode=waiting-list wins', () => {
    expect(submissionsMode(true, 'waiting-list')).toBe('waiting-list');
    expect(submissionsMode(false, null)).toBe('waiting-list');
    expect(submissionsMode(true, undefined)).toBe('full');
  });

  it('recognises local development hosts', () => {
    expect(isLocalDevelopmentHost('LOCALHOST')).toBe(true);
    expect(isLocalDevelopmentHost('staging.example', ['staging.example'])).toBe(true);
    expect(isLocalDevelopmentHost('portal.example')).toBe(false);
    expect(CONFIG_MESSAGES.updateFailed(500)).toBe('Failed to update config: 500');
  });
});
