export * from './catalogue-stage';
export * from './catalogue.messages';
export * from './release-calendar';
