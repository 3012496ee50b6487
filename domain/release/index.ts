export * from './release-type';
export * from './upload-type';
export * from './track-slots';
export * from './release.messages';
export * from './release-date';
export * from './early-release';
export * from './release-strategy';
export * from './release-details';
