export * from './dashboard-tab';
export * from './dashboard.messages';
export * from './submission-card';
