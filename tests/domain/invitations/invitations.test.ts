import {
  ADMIN_INVITE_MESSAGES,
  INVITATION_MESSAGES,
  invalidInvitationMessage,
  isWellFormedToken,
  RETURNING_INVALID_REASONS,
  RETURNING_MESSAGES,
  RETURNING_TOKEN_VALIDITY_DAYS,
  returningTokenExpiry,
  returningTokenProblem,
  TOKEN_MIN_LENGTH,
  TOKEN_RANDOM_BYTES,
} from '../../../domain/invitations';

const token22 = 'abcdefghijklmnopqrstuv';

describe('invitation tokens', () => {
  it('need ≥ 128 bits: base64url of at least 22 characters', () => {
    expect(TOKEN_MIN_LENGTH).toBe(22);
    expect(TOKEN_RANDOM_BYTES).toBe(16);
    expect(isWellFormedToken(token22)).toBe(true);
    expect(isWellFormedToken(token22.slice(1))).toBe(false);
    expect(isWellFormedToken(`${token22}-_AZ09`)).toBe(true);
    expect(isWellFormedToken(`${token22}+/`)).toBe(false);
    expect(isWellFormedToken('a'.repeat(129))).toBe(false);
    expect(isWellFormedToken(null)).toBe(false);
  });
});

describe('returning-artist tokens (public flow §6, §8)', () => {
  const issued = new Date(2025, 0, 1, 12);
  const expiresAt = returningTokenExpiry(issued);

  it('are valid 365 days', () => {
    expect(RETURNING_TOKEN_VALIDITY_DAYS).toBe(365);
    expect(expiresAt).toEqual(new Date(2026, 0, 1, 12));
    expect(returningTokenProblem({ token: token22, expiresAt, active: true }, new Date(expiresAt.getTime() - 1))).toBeNull();
    expect(returningTokenProblem({ token: token22, expiresAt, active: true }, expiresAt)).toBe('expired');
  });

  it('name the reason: format, deactivated, expired', () => {
    expect(returningTokenProblem({ token: 'short', expiresAt, active: true }, issued)).toBe('wrongFormat');
    expect(returningTokenProblem({ token: token22, expiresAt, active: false }, issued)).toBe('deactivated');
    expect(Object.keys(RETURNING_INVALID_REASONS)).toEqual(['expired', 'deactivated', 'wrongFormat']);
  });

  it('carry the page messages', () => {
    expect(RETURNING_MESSAGES).toEqual({
      noToken: 'No returning artist token provided',
      invalidToken: 'Invalid returning artist token',
      validationFailed: 'Failed to validate returning artist token',
    });
  });
});

describe('invitation page and portal invite check', () => {
  it('shows the server error or the default sentence', () => {
    expect(invalidInvitationMessage('Invalid invitation token')).toBe('Invalid invitation token');
    expect(invalidInvitationMessage(' ')).toBe('This invitation link is invalid, expired, or has already been used.');
    expect(invalidInvitationMessage(null)).toBe(INVITATION_MESSAGES.invalidLinkDefault);
    expect(INVITATION_MESSAGES.noToken).toBe('No invitation token provided');
    expect(INVITATION_MESSAGES.validationFailed).toBe('Failed to validate invitation token');
    expect(ADMIN_INVITE_MESSAGES.createFailed).toBe('Failed to create artist invitation');
    expect(ADMIN_INVITE_MESSAGES.networkError).toBe('Network error - please try again');
  });
});
