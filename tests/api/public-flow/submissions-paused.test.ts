import request from 'supertest';
import { CONFIG_MESSAGES } from '../../../domain/submissions-mode';
import { TEST_STAFF_TOKEN } from '../../support/test-config';
import { NOVA_LANE } from '../../support/builders/artist-details.builder';
import { SUBMISSION_TABLES, UNTHROTTLED_SUBMISSIONS, usePublicFlowApp } from './public-flow-app';

const WRITTEN = [...SUBMISSION_TABLES, 'board_items'];

describe('paused means paused: create-item while submissions are off', () => {
  const app = usePublicFlowApp(UNTHROTTLED_SUBMISSIONS);

  const counts = () => app().counts(WRITTEN);
  const setEnabled = (enabled: boolean) =>
    request(app().http)
      .post('/api/config/set')
      .set('Authorization', `Bearer ${TEST_STAFF_TOKEN}`)
      .send({ submissionsEnabled: enabled })
      .expect(200);

  it('refuses a valid full submission with the domain message and writes nothing; the waiting list stays open; resuming accepts it', async () => {
    await request(app().http).post('/api/config/set').send({ submissionsEnabled: false }).expect(401);
    await setEnabled(false);
    const body = await app().signedSubmission();
    const before = await counts();
    const refused = await request(app().http).post('/api/monday/create-item').send(body);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      success: false,
      error: CONFIG_MESSAGES.submissionsPaused,
      details: [{ field: 'submissionsEnabled', message: CONFIG_MESSAGES.submissionsPaused }],
    });
    expect(await counts()).toEqual(before);

    const joined = await app().joinWaitingList({ ...NOVA_LANE, listenLink: 'https://soundcloud.com/nova/demo' });
    expect(joined.status).toBe(200);

    await setEnabled(true);
    const accepted = await request(app().http).post('/api/monday/create-item').send(body);
    expect(accepted.status).toBe(200);
    expect(await app().count('submissions')).toBe(before.submissions + 1);
  });
});
