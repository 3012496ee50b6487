export * from './submission-status';
export * from './status-colour';
export * from './status-banner';
export * from './status-transitions';
