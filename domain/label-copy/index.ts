export * from './copyright-line';
export * from './label-copy';
export * from './label-copy.rules';
export * from './label-copy-corrections';
