import type { Clock } from '../../ports/clock.port';
import type { FormSessionSigner } from '../../ports/security.port';

export interface StartedFormSession {
  sessionId: string;
  /** The signed session, sent back with a submit or waiting-list post. */
  formSession: string;
  startedAt: Date;
}

export interface StartFormSessionDeps {
  signer: FormSessionSigner;
  clock: Clock;
  newSessionId: () => string;
}

/** The wizard's bot-protection session: its start time on the server's clock, signed. */
export class StartFormSessionUseCase {
  constructor(private readonly deps: StartFormSessionDeps) {}

  async execute(): Promise<StartedFormSession> {
    const session = { sessionId: this.deps.newSessionId(), startedAt: this.deps.clock.now() };
    return { ...session, formSession: await this.deps.signer.sign(session) };
  }
}
