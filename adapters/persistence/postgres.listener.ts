import { Client } from 'pg';
import type { Subscription } from './database';

const RECONNECT_DELAY_MS = 1_000;

/**
 * LISTEN holds a connection for as long as the subscription lives, so it gets its own client outside the pool.
 * When that connection drops, `onLost` runs (messages may have been missed) and it reconnects until closed.
 */
export async function listenOnDedicatedClient(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onLost: () => void,
): Promise<Subscription> {
  let client: Client | undefined;
  let live = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const dropped = () => {
    if (!live && client === undefined) return;
    live = false;
    client?.removeAllListeners();
    client?.end().catch(() => undefined);
    client = undefined;
    onLost();
    if (!closed) retry = setTimeout(() => void connect().catch(dropped), RECONNECT_DELAY_MS);
  };

  async function connect(): Promise<void> {
    const next = new Client({ connectionString: url });
    client = next;
    next.on('error', dropped);
    next.on('end', dropped);
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    await next.connect();
    await next.query(`LISTEN ${quoteIdentifier(channel)}`);
    live = true;
  }

  try {
    await connect();
  } catch (error) {
    closed = true;
    clearTimeout(retry);
    throw error;
  }
  return {
    get live() {
      return live;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      live = false;
      const current = client;
      client = undefined;
      current?.removeAllListeners();
      await current?.end().catch(() => undefined);
    },
  };
}

function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
