import autocannon from 'autocannon';

export interface LoadFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  failures: number;
}

export interface LoadOptions {
  url: string;
  connections: number;
  /** Seconds of sustained load, or a bounded number of requests with `amount`. */
  duration?: number;
  amount?: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Body of each request in turn (bounded bursts of distinct writes). */
  bodies?: string[];
}

/** One autocannon run; a failure is any non-2xx answer or socket error. */
export async function load(options: LoadOptions): Promise<LoadFigures> {
  let next = 0;
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    ...(options.amount === undefined ? { duration: options.duration } : { amount: options.amount }),
    method: options.method ?? 'GET',
    headers: options.headers,
    requests: options.bodies
      ? [{ setupRequest: (request) => ({ ...request, body: options.bodies?.[next++ % (options.bodies?.length ?? 1)] }) }]
      : undefined,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

export const describeLoad = (f: LoadFigures) =>
  `${f.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${String(f.p50).padStart(4)} ms  p99 ${String(f.p99).padStart(4)} ms  (${f.requests} requests, ${f.failures} failed)`;
