import net from 'node:net';

export interface CuttingProxy {
  baseUrl: string;
  /** How many bytes of the cut request had gone through when the connection was dropped (0: not cut yet). */
  cutAfterBytes(): number;
  close(): Promise<void>;
}

/**
 * A TCP proxy in front of the portal that, once, in the middle of the first request whose head starts with
 * `method` and that carries more than `afterBytes`, either drops the connection (a network cut as the browser
 * would see it) or stalls it: nothing more reaches the portal until the browser gives the request up.
 */
export async function startCuttingProxy(
  target: URL,
  method: string,
  afterBytes: number,
  mode: 'cut' | 'stall' = 'cut',
): Promise<CuttingProxy> {
  let cutAt = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    sockets.add(client).add(upstream);
    let counting = -1;
    let stalled = false;
    client.on('data', (chunk: Buffer) => {
      if (stalled) return;
      if (cutAt === 0 && counting < 0 && chunk.subarray(0, method.length + 1).toString('latin1') === `${method} `) counting = 0;
      if (counting >= 0 && cutAt === 0) {
        counting += chunk.length;
        if (counting > afterBytes) {
          cutAt = counting;
          stalled = mode === 'stall';
          if (stalled) return;
          client.destroy();
          upstream.destroy();
          return;
        }
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => client.write(chunk));
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('close', close).on('error', close);
    upstream.on('close', close).on('error', close);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    cutAfterBytes: () => cutAt,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
