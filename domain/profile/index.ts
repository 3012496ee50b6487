export * from './artist-profile';
export * from './profile-completion';
export * from './display-name';
export * from './profile-links';
export * from './profile-picture';
