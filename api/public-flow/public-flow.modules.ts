import { FormSessionsModule } from '../form-sessions/form-sessions.module';
import { SubmissionsModule } from '../submissions/submissions.module';
import { InvitationsModule } from '../invitations/invitations.module';
import { MonitoringModule } from '../monitoring/monitoring.module';
import { WaitingListModule } from '../waiting-list/waiting-list.module';
import { JobWorkerModule } from './job-worker.lifecycle';

/** The feature modules of the public flow, spread into FEATURE_MODULES. */
export const PUBLIC_FLOW_MODULES = [
  JobWorkerModule,
  FormSessionsModule,
  SubmissionsModule,
  InvitationsModule,
  WaitingListModule,
  MonitoringModule,
];
