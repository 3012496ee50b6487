import express from 'express';
import request from 'supertest';
import { securityHeaders } from '../../../api/common/http/security-headers';

const app = express();
app.use(securityHeaders({ contentSecurityPolicy: { useDefaults: true, directives: { 'frame-src': ["'self'"] } } }));
app.get('/assets/index-abc123.js', (_req, res) => res.type('text/javascript').send('export {};'));
app.get('/assets/index-abc123.css', (_req, res) => res.type('text/css').send('body{}'));
app.get('/login', (_req, res) => res.type('html').send('<!doctype html>'));
app.get('/api/health', (_req, res) => res.json({ ok: true }));

describe('security headers', () => {
  it.each(['/login', '/api/health'])('gives %s the full set, policy and framing included', async (path) => {
    const res = await request(app).get(path).expect(200);
    expect(res.headers['content-security-policy']).toContain("frame-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each(['/assets/index-abc123.js', '/assets/index-abc123.css'])('keeps %s to the headers a subresource obeys', async (path) => {
    const res = await request(app).get(path).expect(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['strict-transport-security']).toBeDefined();
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeUndefined();
  });
});
