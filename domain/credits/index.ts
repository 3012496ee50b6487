export * from './track-credits';
export * from './credits.messages';
export * from './contributor-caps';
export * from './splits';
export * from './production-year';
export * from './production-year.rule';
export * from './credit-toggles';
export * from './validate-track-credits';
