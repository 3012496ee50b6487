export * from './analytics';
export * from './analytics.messages';
