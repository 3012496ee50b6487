/** What one dependency (the database, an adapter) says about itself for GET /api/health. */
export interface HealthStatus {
  name: string;
  adapter: string;
  up: boolean;
  detail?: string;
}

export interface HealthCheck {
  health(): Promise<HealthStatus>;
}
export const HEALTH_CHECKS = Symbol('HealthChecks');
