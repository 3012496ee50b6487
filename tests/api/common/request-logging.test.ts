import { Writable } from 'node:stream';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { redactUrl } from '../../../api/common/http/redact-url';
import { requestLogging } from '../../../api/common/http/request-logging';

const SECRET = 'Zq3xK9vT2mN8pL4wR7yB1cD6fG0hJ5kS_-aE';

/** An app that logs every request through the portal's request logger into `lines`. */
function loggedApp(lines: string[]) {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  const app = express();
  app.use(requestLogging(pino({ level: 'info' }, sink)));
  app.use((_req, res) => res.status(200).send('ok'));
  return app;
}

describe('request logs redact secrets in URLs', () => {
  it.each([
    [`/api/agreements/sign/${SECRET}`, '/api/agreements/sign/[redacted]'],
    [`/api/invitation/validate/${SECRET}`, '/api/invitation/validate/[redacted]'],
    [`/api/invitation/details/${SECRET}`, '/api/invitation/details/[redacted]'],
    [`/api/returning-artist/validate/${SECRET}`, '/api/returning-artist/validate/[redacted]'],
    [`/api/returning-artist/details/${SECRET}`, '/api/returning-artist/details/[redacted]'],
    [`/api/cloud-storage/direct-upload/${SECRET}?part=1`, '/api/cloud-storage/direct-upload/[redacted]?part=1'],
    [`/api/drafts/resume/${SECRET}`, '/api/drafts/resume/[redacted]'],
    [`/submit/resume/${SECRET}?from=mail`, '/submit/resume/[redacted]?from=mail'],
    [`/API/Drafts/Resume/${SECRET}`, '/API/Drafts/Resume/[redacted]'],
    [`/i/${SECRET}`, '/i/[redacted]'],
    [`/r/${SECRET}`, '/r/[redacted]'],
    [`/api/upload/audio?session=${SECRET}&kind=audio`, '/api/upload/audio?session=[redacted]&kind=audio'],
    [`/api/x?formSession=${SECRET}`, '/api/x?formSession=[redacted]'],
  ])('%s', async (url, logged) => {
    const lines: string[] = [];
    await request(loggedApp(lines)).get(url).expect(200);
    const entry = JSON.parse(lines.find((l) => l.includes('"req"')) ?? '{}') as { req?: { url?: string } };
    expect(entry.req?.url).toBe(logged);
    expect(lines.join('')).not.toContain(SECRET);
  });

  it("redacts whole addresses (an error report's page) with their origin kept", () => {
    expect(redactUrl(`https://portal.example/submit/resume/${SECRET}#top`)).toBe('https://portal.example/submit/resume/[redacted]#top');
    expect(redactUrl(`http://localhost:3000/i/${SECRET}`)).toBe('http://localhost:3000/i/[redacted]');
    expect(redactUrl('https://portal.example/submit')).toBe('https://portal.example/submit');
  });

  it('keeps ordinary URLs as they are', async () => {
    const lines: string[] = [];
    await request(loggedApp(lines)).get('/api/review-desk/submissions?status=Pending').expect(200);
    expect(lines.join('')).toContain('"url":"/api/review-desk/submissions?status=Pending"');
  });
});
