import type { Clock } from '../../ports/clock.port';
import type { FormSessionSigner } from '../../ports/security.port';

export interface StartedFormSession {
  sessionId: string;
  /** The signed session, sent back with a submit or waiting-list post. */
  formSession: string;
  startedAt: Date;
}

/** The wizard's bot-protection session: its start time on the server's clock, signed. */
export class StartFormSessionUseCase {
  constructor(
    private readonly signer: FormSessionSigner,
    private readonly clock: Clock,
    private readonly newSessionId: () => string,
  ) {}

  async execute(): Promise<StartedFormSession> {
    const session = { sessionId: this.newSessionId(), startedAt: this.clock.now() };
    return { ...session, formSession: await this.signer.sign(session) };
  }
}
