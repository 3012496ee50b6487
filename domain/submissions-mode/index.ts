export * from './submissions-mode';
