export * from './field-refs';
export * from './pin.messages';
export * from './pinned-notes';
