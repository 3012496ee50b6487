export * from './signature-status';
export * from './agreement.messages';
export * from './agreement-outcome.messages';
export * from './agreement-terms';
export * from './agreement-text';
export * from './signature-events';
