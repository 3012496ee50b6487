export * from './integrations.messages';
export * from './job-retry-policy';
