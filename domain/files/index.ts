export * from './files.messages';
export * from './file-size';
export * from './audio-file';
export * from './artwork-file';
export * from './upload-routing';
export * from './stored-file-urls';
export * from './upload-summary';
