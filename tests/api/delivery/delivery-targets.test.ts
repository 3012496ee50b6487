import request from 'supertest';
import { DELIVERY_TARGET_MESSAGES } from '../../../domain/delivery-targets';
import { aDeliveryTarget } from '../../support/delivery/delivery-target.mother';
import { asBrowser, createArtist, signInArtist } from '../../support/identity-fixtures';
import { STAFF_AUTHORIZATION } from '../../support/test-config';
import { useTestApp } from '../../support/use-test-app';

describe('delivery targets: staff manage the stores the label delivers to; secrets go in and never come back', () => {
  const app = useTestApp();
  const targets = () => request(app().http);
  const { password: _password, ...settings } = aDeliveryTarget();

  it('adds, lists and changes a target; the password is kept, never shown; refusals are 4xx with the domain words', async () => {
    const created = await targets().post('/api/staff/delivery-targets').set(STAFF_AUTHORIZATION).send(aDeliveryTarget()).expect(201);
    expect(created.body.target).toMatchObject({ ...settings, hasPassword: true, hasPrivateKey: false });
    const id = created.body.target.id;
    const listed = await targets().get('/api/staff/delivery-targets').set(STAFF_AUTHORIZATION).expect(200);
    expect(JSON.stringify(listed.body)).not.toContain('store-secret-password');
    expect(listed.body.targets).toHaveLength(1);

    const changed = await targets()
      .put(`/api/staff/delivery-targets/${id}`)
      .set(STAFF_AUTHORIZATION)
      .send({ ...settings, password: '', messageControl: 'test', leadTimeBusinessDays: 2 })
      .expect(200);
    expect(changed.body.target).toMatchObject({ messageControl: 'test', leadTimeBusinessDays: 2, hasPassword: true });

    const refused = await targets()
      .post('/api/staff/delivery-targets')
      .set(STAFF_AUTHORIZATION)
      .send({ ...settings, name: 'Other', partyId: 'DPID123', password: undefined })
      .expect(400);
    expect(refused.body.error).toBe(DELIVERY_TARGET_MESSAGES.partyId);
    expect(refused.body.details.map((d: { field: string }) => d.field)).toEqual(['partyId', 'password']);
    await targets()
      .post('/api/staff/delivery-targets')
      .set(STAFF_AUTHORIZATION)
      .send({ ...settings, port: 'twenty-two' })
      .expect(400);
    await targets()
      .post('/api/staff/delivery-targets')
      .set(STAFF_AUTHORIZATION)
      .send(aDeliveryTarget({ name: 'streamwave' }))
      .expect(409);
    await targets().put('/api/staff/delivery-targets/not-a-uuid').set(STAFF_AUTHORIZATION).send(aDeliveryTarget()).expect(404);
    await targets().delete(`/api/staff/delivery-targets/${id}`).set(STAFF_AUTHORIZATION).expect(200);
    await targets().delete(`/api/staff/delivery-targets/${id}`).set(STAFF_AUTHORIZATION).expect(404);
  });

  it('is staff only', async () => {
    const artist = await createArtist(app());
    const cookie = await signInArtist(app(), artist);
    await targets().get('/api/staff/delivery-targets').set(asBrowser(cookie)).expect(403);
    await targets().get('/api/staff/delivery-targets').expect(401);
  });
});
