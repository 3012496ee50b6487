export * from './invitation.messages';
export * from './invitation-token';
export * from './returning-token';
export * from './invitation-page';
export * from './re-invite';
