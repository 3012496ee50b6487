export * from './track-card';
export * from './track-order';
