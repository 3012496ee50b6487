export * from './field-issue';
export * from './text';
export * from './email';
export * from './common.messages';
export * from './dates';
export * from './business-constants';
export * from './privacy-retention';
export * from './text-safety';
