import type { Infrastructure } from '../../adapters/registry';
import type { Ports } from './ports';

/** The registry's adapters under the names providers ask for. */
export function portsOf(infrastructure: Infrastructure): Ports {
  const { jobs, throttle, close: _close, ...adapters } = infrastructure;
  return {
    ...adapters,
    jobQueue: jobs.queue,
    jobHandlers: jobs.handlers,
    jobWorker: jobs.worker,
    jobAdmin: jobs.admin,
    authThrottle: throttle,
  };
}
