export * from './delivery-target';
export * from './delivery-target.messages';
export * from './check-delivery-target';
export * from './lead-time';
export * from './target-health';
export * from './acknowledgement-window';
export * from './artwork-minimum';
