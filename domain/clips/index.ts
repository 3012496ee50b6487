export * from './clips.messages';
export * from './clip-time';
export * from './social-clip';
