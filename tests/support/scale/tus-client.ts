import http from 'node:http';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const b64 = (value: string) => Buffer.from(value).toString('base64');

/** A signed form session from the API (what the wizard sends as X-Form-Session). */
export async function formSession(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/form-sessions`, { method: 'POST' });
  return ((await res.json()) as { formSession: string }).formSession;
}

/** Creates a tus upload; its path (/api/uploads/tus/<id>). */
export async function tusCreate(baseUrl: string, session: string, length: number): Promise<string> {
  const meta = { filename: 'Scale Take.wav', filetype: 'audio/wav', fileType: 'audio', artistName: 'Scale Artist' };
  const res = await fetch(`${baseUrl}/api/uploads/tus`, {
    method: 'POST',
    headers: {
      'Tus-Resumable': '1.0.0',
      'X-Form-Session': session,
      'Upload-Length': String(length),
      'Upload-Metadata': Object.entries(meta)
        .map(([k, v]) => `${k} ${b64(v)}`)
        .join(','),
    },
  });
  if (res.status !== 201) throw new Error(`create answered ${res.status}: ${await res.text()}`);
  return new URL(res.headers.get('location') ?? '', baseUrl).pathname;
}

/** HEAD: the offset the servers hold, or the refusal's status. */
export async function tusOffset(baseUrl: string, location: string, session: string): Promise<{ status: number; offset: number }> {
  const res = await fetch(`${baseUrl}${location}`, { method: 'HEAD', headers: { 'Tus-Resumable': '1.0.0', 'X-Form-Session': session } });
  return { status: res.status, offset: Number(res.headers.get('upload-offset') ?? -1) };
}

/**
 * A PATCH whose body the caller writes piece by piece (send, then end): the request is open, and on the wire,
 * before its last byte. A connection cut by a killed instance answers status 0.
 */
export function openPatch(baseUrl: string, location: string, session: string, offset: number, length: number) {
  let settle: (answer: Answer) => void = () => undefined;
  const answer = new Promise<Answer>((resolve) => (settle = resolve));
  const req = http.request(`${baseUrl}${location}`, {
    method: 'PATCH',
    headers: {
      'Tus-Resumable': '1.0.0',
      'X-Form-Session': session,
      'Upload-Offset': String(offset),
      'Content-Type': 'application/offset+octet-stream',
      'Content-Length': String(length),
    },
  });
  req.on('error', () => settle({ status: 0, headers: {}, body: '' }));
  req.on('response', (res) => {
    let body = '';
    res.on('data', (chunk: Buffer) => (body += chunk.toString()));
    res.on('end', () => settle({ status: res.statusCode ?? 0, headers: res.headers, body }));
    res.on('error', () => settle({ status: 0, headers: {}, body }));
  });
  return {
    answer,
    send: (bytes: Buffer) => new Promise<void>((resolve) => (req.write(bytes) ? resolve() : req.once('drain', resolve))),
    end: (bytes?: Buffer) => req.end(bytes),
    abort: () => req.destroy(),
  };
}

/** A whole PATCH at once. */
export function tusPatch(baseUrl: string, location: string, session: string, offset: number, bytes: Buffer): Promise<Answer> {
  const patch = openPatch(baseUrl, location, session, offset, bytes.length);
  patch.end(bytes);
  return patch.answer;
}
