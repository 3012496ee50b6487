import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on 127.0.0.1 (no TLS, no auth) that parses what it receives. It can be taken down and
 * brought back on the same port, as a mail provider's outage looks to the portal (connection refused).
 */
export class LocalSmtpServer {
  readonly received: ParsedMail[] = [];
  private server: SMTPServer | undefined;
  private port = 0;

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async up(): Promise<void> {
    if (this.server) return;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((mail) => {
            this.received.push(mail);
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  async down(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Mails received for one address. */
  to(address: string): ParsedMail[] {
    const addressesOf = (mail: ParsedMail) =>
      [mail.to ?? []].flat().flatMap((group) => group.value.map((entry) => entry.address?.toLowerCase()));
    return this.received.filter((mail) => addressesOf(mail).includes(address.toLowerCase()));
  }
}
