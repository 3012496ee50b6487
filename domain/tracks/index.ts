export * from './track-card';
export * from './track-order';
export * from './track-fields';
export * from './track-isrcs';
