export * from './split-sheet';
export * from './people-to-ask';
export * from './consent-state';
export * from './split-consent-mode';
export * from './split-sheet.messages';
export * from './split-timing';
export * from './sheet-document';
