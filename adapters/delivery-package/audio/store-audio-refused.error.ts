import { PermanentJobError } from '../../../application/ports/job-queue.port';

/** A track's file no store would take: retrying cannot help, so the delivery job stops and the download answers 422. */
export class StoreAudioRefusedError extends PermanentJobError {}
