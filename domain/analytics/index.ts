export * from './analytics';
export * from './analytics.messages';
export * from './vitals-report';
