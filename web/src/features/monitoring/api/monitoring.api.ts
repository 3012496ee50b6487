import { useInjection } from '../../../di/container-context';
import { PUBLIC_TOKENS } from '../../../di/public-tokens';
import type { MonitoringGateway } from '../../../gateway/monitoring.gateway';

/**
 * The error and web-vitals reports' port. They are beacons (nothing is read back, nothing is cached), so they go
 * straight to the port rather than through the query cache.
 */
export const useMonitoring = (): MonitoringGateway => useInjection(PUBLIC_TOKENS.monitoring);
