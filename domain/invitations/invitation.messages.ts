// spec: public flow §8 Invitation page, Returning page, Admin invite; artist-portal §5/§8 demo invite check.
export const INVITATION_MESSAGES = {
  noToken: 'No invitation token provided',
  validationFailed: 'Failed to validate invitation token',
  invalidToken: 'Invalid invitation token',
  invalidLinkDefault: 'This invitation link is invalid, expired, or has already been used.',
  contactTeam: 'If you think this is a mistake, please contact our team.',
  returnHome: 'Return Home',
} as const;

export const RETURNING_MESSAGES = {
  noToken: 'No returning artist token provided',
  invalidToken: 'Invalid returning artist token',
  validationFailed: 'Failed to validate returning artist token',
} as const;

/** The reasons listed on the returning page. */
export const RETURNING_INVALID_REASONS = {
  expired: 'The link has expired (links are valid for 365 days)',
  deactivated: 'The link has been deactivated',
  wrongFormat: 'The link is not in the right format',
} as const;

export const ADMIN_INVITE_MESSAGES = {
  allFieldsRequired: 'All fields except invitation reason are required',
  createFailed: 'Failed to create artist invitation',
  networkError: 'Network error - please try again',
} as const;
