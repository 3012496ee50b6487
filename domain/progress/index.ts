export * from './submission-progress';
export * from './error-report';
export * from './submission.messages';
