/** Nest tokens for values that are not ports (ports export their own tokens from application/ports). */
export const APP_CONFIG = Symbol('AppConfig');
export const DATABASE = Symbol('Database');
