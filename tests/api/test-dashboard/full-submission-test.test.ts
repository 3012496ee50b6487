import request from 'supertest';
import { STAFF_AUTHORIZATION } from '../../support/test-config';
import { artistDetails } from '../../support/builders/artist-details.builder';
import { useTestApp } from '../../support/use-test-app';
import { EVERY_PORT_PASSED } from './full-submission-steps';

const app = useTestApp();

describe('POST /api/test-dashboard/full-submission-test', () => {
  it('runs a small submission through every port, reports each step and leaves no test file behind', async () => {
    const form = artistDetails('Tess', 'Ting', 'Leeds', 'Port Check Band');
    const res = await request(app().http).post('/api/test-dashboard/full-submission-test').set(STAFF_AUTHORIZATION).send(form).expect(200);
    const steps = res.body.steps as { step: string; success: boolean; detail: string; ms: number }[];
    expect(steps.map((s) => [s.step, s.success])).toEqual(EVERY_PORT_PASSED);
    expect(res.body.success).toBe(true);
    expect(steps[2].detail).toContain('44100 Hz, 16-bit, 2 ch');
    expect(await app().infrastructure.fileStorage.list('tests/')).toEqual([]);
    const itemId = /item (\S+)/.exec(steps[5].detail)?.[1] as string;
    const item = await app().infrastructure.board.getItem(itemId);
    expect(JSON.stringify(item)).toContain('Port Check Band');
  });

  it('reports a failing port as a failed step without stopping the others', async () => {
    const storage = app().infrastructure.fileStorage;
    const put = jest.spyOn(storage, 'put').mockRejectedValueOnce(new Error('bucket unreachable'));
    const res = await request(app().http).post('/api/test-dashboard/full-submission-test').set(STAFF_AUTHORIZATION).send({}).expect(200);
    put.mockRestore();
    expect(res.body.success).toBe(false);
    const byName = Object.fromEntries((res.body.steps as { step: string; success: boolean; detail: string }[]).map((s) => [s.step, s]));
    expect(byName['storage: store a test track']).toMatchObject({ success: false, detail: 'bucket unreachable' });
    expect(byName['board: create item'].success).toBe(true);
    expect(byName.mail.success).toBe(true);
  });

  it('checks the form (400 with the field) and refuses non-staff', async () => {
    const bad = await request(app().http)
      .post('/api/test-dashboard/full-submission-test')
      .set(STAFF_AUTHORIZATION)
      .send({ email: 'not-an-email' })
      .expect(400);
    expect(bad.body.details).toEqual([{ field: 'email', message: 'Please enter a valid email address' }]);
    await request(app().http).post('/api/test-dashboard/full-submission-test').send({}).expect(401);
  });
});
