import type { Infrastructure } from '../../adapters/registry';

type JobsInfrastructure = Infrastructure['jobs'];

/**
 * Every port the API binds, by the name a provider asks for it (with the config and the database handle): the
 * registry's adapters, with the job parts bound one by one and the sign-in throttle under a name of its own.
 */
export type Ports = Omit<Infrastructure, 'jobs' | 'throttle' | 'close'> & {
  jobQueue: JobsInfrastructure['queue'];
  jobHandlers: JobsInfrastructure['handlers'];
  jobWorker: JobsInfrastructure['worker'];
  jobAdmin: JobsInfrastructure['admin'];
  authThrottle: Infrastructure['throttle'];
};
