export * from './sign-in.messages';
export * from './throttle-window';
export * from './rate-limit.messages';
export * from './artist-access.messages';
export * from './lost-code';
export * from './sign-in-page-notes';
export * from './return-path';
