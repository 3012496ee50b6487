/** POST /api/form-sessions: the wizard's signed bot-protection session. */
export interface FormSessionResponse {
  success: true;
  /** The id uploads are filed under (sent as sessionId). */
  sessionId: string;
  /** Sent back as body.formSession with submit and waiting-list posts. */
  formSession: string;
  startedAt: string;
}

/** One adapter's state. */
export interface AdapterHealth {
  name: string;
  adapter: string;
  up: boolean;
  detail?: string;
}

/** The job backlog, also part of GET /api/health. */
export interface JobBacklogWire {
  pending: number;
  retrying: number;
  running: number;
  dead: number;
  /** ISO due time of the longest-waiting unfinished job, or null. */
  oldestDueAt: string | null;
}

/** GET /api/health */
export interface HealthResponse {
  success: boolean;
  status: 'ok' | 'degraded';
  uptimeSeconds: number;
  checks: AdapterHealth[];
  /** Background work not yet done, and what was given up (staff retry it on the integrations page); null when unreadable. */
  jobs: JobBacklogWire | null;
}

/** GET /api/config and POST /api/config/set */
export interface PortalConfigResponse {
  success: true;
  submissionsEnabled: boolean;
  /** The label's name as configured (LABEL_NAME): what a blank label-copy field stands for. */
  labelName: string;
}

export interface SetPortalConfigRequest {
  submissionsEnabled: boolean;
}

/** GET /api/config/tidio */
export interface ChatKeyResponse {
  success: true;
  tidioKey: string | null;
}
