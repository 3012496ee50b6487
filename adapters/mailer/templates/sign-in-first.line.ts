/** Said under a link to a page behind the sign-in, in every mail that gives one. */
export const SIGN_IN_FIRST = '(You will be asked to sign in first if you are not signed in.)';
