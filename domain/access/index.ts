export * from './sign-in.messages';
export * from './throttle-window';
export * from './lost-code';
