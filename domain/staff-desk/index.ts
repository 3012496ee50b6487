export * from './saved-filters';
export * from './note-templates';
export * from './assignment.messages';
