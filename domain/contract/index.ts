export * from './signature-status';
export * from './contract.messages';
export * from './contract-outcome.messages';
export * from './agreement-terms';
export * from './agreement-text';
export * from './signature-events';
