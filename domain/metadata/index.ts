export * from './metadata-rules';
export * from './metadata-rules.messages';
export * from './metadata-subject';
export * from './metadata-subject.mapping';
