export * from './genres';
export * from './distributors';
export * from './roles';
