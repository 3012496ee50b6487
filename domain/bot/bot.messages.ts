// spec: public flow §8 Bot protection issues and Submission.
export const BOT_MESSAGES = {
  tooFast: 'Form completed too quickly (likely bot)',
  tooSlow: 'Form took too long (session expired)',
  honeypotFilled: 'Honeypot field filled (likely bot)',
  submissionRejected: 'Submission validation failed. Please try again or contact support if this persists.',
} as const;
