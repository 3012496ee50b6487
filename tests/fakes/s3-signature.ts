import { createHash, createHmac } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const encode = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export type SignatureCheck = 'ok' | 'missing' | 'mismatch' | 'expired';

interface Parsed {
  credential: string;
  signedHeaders: string[];
  signature: string;
  amzDate: string;
  payloadHash: string;
  expiresSeconds?: number;
}

function parseRequest(req: IncomingMessage, query: URLSearchParams): Parsed | null {
  if (query.get('X-Amz-Algorithm') === 'AWS4-HMAC-SHA256') {
    return {
      credential: query.get('X-Amz-Credential') ?? '',
      signedHeaders: (query.get('X-Amz-SignedHeaders') ?? '').split(';'),
      signature: query.get('X-Amz-Signature') ?? '',
      amzDate: query.get('X-Amz-Date') ?? '',
      payloadHash: 'UNSIGNED-PAYLOAD',
      expiresSeconds: Number(query.get('X-Amz-Expires') ?? '0'),
    };
  }
  const match = /^AWS4-HMAC-SHA256 Credential=([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]+)$/.exec(
    req.headers.authorization ?? '',
  );
  if (!match) return null;
  return {
    credential: match[1],
    signedHeaders: match[2].split(';'),
    signature: match[3],
    amzDate: String(req.headers['x-amz-date'] ?? ''),
    payloadHash: String(req.headers['x-amz-content-sha256'] ?? 'UNSIGNED-PAYLOAD'),
  };
}

function amzDateToMs(amzDate: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
  return m ? Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]) : NaN;
}

/** AWS Signature Version 4, header or query (presigned) form, as S3 checks it. */
export function checkSignature(
  req: IncomingMessage,
  rawPath: string,
  query: URLSearchParams,
  secrets: Record<string, string>,
  now: number = Date.now(),
): SignatureCheck {
  const parsed = parseRequest(req, query);
  if (!parsed) return 'missing';
  const [accessKey, date, region, service] = parsed.credential.split('/');
  const secret = secrets[accessKey];
  if (!secret) return 'mismatch';
  if (parsed.expiresSeconds !== undefined && amzDateToMs(parsed.amzDate) + parsed.expiresSeconds * 1000 < now) return 'expired';
  const canonicalQuery = [...query.entries()]
    .filter(([key]) => key !== 'X-Amz-Signature')
    .map(([key, value]) => [encode(key), encode(value)])
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  const headers = parsed.signedHeaders
    .map(
      (name) =>
        `${name}:${String(req.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonical = [req.method, rawPath, canonicalQuery, headers, parsed.signedHeaders.join(';'), parsed.payloadHash].join('\n');
  const scope = `${date}/${region}/${service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', parsed.amzDate, scope, createHash('sha256').update(canonical).digest('hex')].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), 'aws4_request');
  return createHmac('sha256', key).update(toSign).digest('hex') === parsed.signature ? 'ok' : 'mismatch';
}
