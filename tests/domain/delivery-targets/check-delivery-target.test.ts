import { checkDeliveryTarget, DELIVERY_TARGET_MESSAGES as M } from '../../../domain/delivery-targets';
import type { DeliveryTargetSettings } from '../../../domain/delivery-targets/delivery-target';
import { aDeliveryTarget } from '../../support/delivery/delivery-target.mother';

// The store's settings as the target mother gives them, without the write-only secret.
const { password: _secret, ...whole }: DeliveryTargetSettings & { password?: string } = aDeliveryTarget();
const deal = whole.deals[0];
const fieldsOf = (changes: object, hasCredential = true) =>
  checkDeliveryTarget({ ...whole, ...changes } as DeliveryTargetSettings, hasCredential);

describe("a delivery target's settings", () => {
  it('are whole as a store gives them, with an IPv6 host and a host key fingerprint', () => {
    expect(fieldsOf({})).toEqual([]);
    expect(fieldsOf({ host: '[2001:db8::1]', hostKeySha256: `SHA256:${'A'.repeat(43)}`, leadTimeBusinessDays: 0 })).toEqual([]);
  });

  it.each([
    ['name', { name: '  ' }, M.nameRequired],
    ['partyId', { partyId: 'DPID123' }, M.partyId],
    ['partyName', { partyName: '' }, M.partyName],
    ['host', { host: 'sftp example' }, M.host],
    ['port', { port: 70000 }, M.port],
    ['port', { port: 2.5 }, M.port],
    ['username', { username: '' }, M.username],
    ['hostKeySha256', { hostKeySha256: 'MD5:aa:bb' }, M.hostKey],
    ['folder', { folder: 'inbox' }, M.folder],
    ['folder', { folder: '/in\u0007box' }, M.folder],
    ['leadTimeBusinessDays', { leadTimeBusinessDays: -1 }, M.leadTime],
    ['acknowledgementWindowHours', { acknowledgementWindowHours: 0 }, M.acknowledgementWindow],
    ['acknowledgementWindowHours', { acknowledgementWindowHours: 721 }, M.acknowledgementWindow],
    ['acknowledgementWindowHours', { acknowledgementWindowHours: 1.5 }, M.acknowledgementWindow],
    ['deals', { deals: [] }, M.deals],
    ['deals', { deals: [{ ...deal, territories: [] }] }, M.dealEmpty],
    ['deals', { deals: [{ ...deal, territories: ['gb'] }] }, M.territory('gb')],
  ])('refuse a bad %s with its message', (field, changes, message) => {
    expect(fieldsOf(changes)).toEqual([{ field, message }]);
  });

  it('refuse choices outside their lists, naming what is allowed, and a target with no credential', () => {
    const refused = fieldsOf(
      {
        choreography: 'weekly',
        messageControl: 'maybe',
        audioFormat: 'mp3',
        deals: [{ ...deal, commercialModels: ['Gift'], useTypes: ['Radio'] }],
      },
      false,
    );
    expect(refused.map((p) => p.field)).toEqual(['password', 'choreography', 'messageControl', 'audioFormat', 'deals', 'deals']);
    expect(refused[0].message).toBe(M.credential);
    expect(refused[1].message).toMatch(/^choreography must be one of: /);
  });
});
