export * from './submission-status';
export * from './status-colour';
export * from './status-banner';
export * from './status-transitions';
export * from './staff-move';
export * from './undo-window';
export * from './review-age';
