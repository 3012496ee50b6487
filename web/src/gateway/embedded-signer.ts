import type { SigningClient } from '@wire';

export type EmbeddedClient = Extract<SigningClient, { mode: 'embedded' }>;

/** What the provider's embedded client reports; each is only a cue: the status read says what happened. */
export interface EmbeddedSignerEvents {
  onSign(): void;
  onDecline(): void;
  onClose(): void;
  onError(): void;
}

/** The provider's signing page framed in ours (Dropbox Sign's hellosign-embedded). */
export interface EmbeddedSigner {
  open(signUrl: string, client: EmbeddedClient, events: EmbeddedSignerEvents): Promise<void>;
}

/** hellosign-embedded, loaded with the first opening so the dashboard's own chunk stays small. */
export const helloSignEmbeddedSigner: EmbeddedSigner = {
  async open(signUrl, client, events) {
    const { default: HelloSign } = await import('hellosign-embedded');
    const embedded = new HelloSign({ clientId: client.clientId });
    embedded.on('sign', () => events.onSign());
    embedded.on('decline', () => events.onDecline());
    embedded.on('close', () => events.onClose());
    embedded.on('error', () => events.onError());
    // Test mode lets the provider's page run on a domain its API app has not verified (a test or staging portal).
    embedded.open(signUrl, { testMode: client.testMode, skipDomainVerification: client.testMode, allowCancel: true });
  },
};
