export * from './version-diff';
