export * from './adapter-names';
export * from './app-config';
export * from './env-reader';
export * from './load-config';
export * from './read-config';
