import type { Test } from 'supertest';

/** Makes the response body the raw bytes the server sent, whatever its content type. */
export function withBinaryBody(req: Test): Test {
  return req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
}
