/** What the server answers about a saved draft, and what the wizard shows for the same case. */
export const DRAFT_MESSAGES = {
  notFound: 'This draft does not exist any more, or the link has expired.',
  changedElsewhere: 'This release was changed in another window. Reload to continue from the latest version.',
  noEmail: 'Enter your email on the first step, or give an address to send the link to.',
  signInToRework: 'Sign in to change a release you sent.',
  notReworkable: (status: string) => `A release that is ${status} cannot be changed here.`,
} as const;
