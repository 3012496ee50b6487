import { randomUUID } from 'node:crypto';
import type { QuotaAccount, QuotaReservationRequest, UploadQuotaStore } from '../../application/ports/upload-quota.port';
import { type PortSuiteHarness, describePortSuite } from './suite-harness';

export interface UploadQuotaHarness extends PortSuiteHarness {
  quota: UploadQuotaStore;
}

const at = (minute: number) => new Date(Date.UTC(2030, 0, 1, 10, minute));
const session = (files: number, bytes = 1000): QuotaAccount => ({
  scope: 'session',
  key: `s:${randomUUID()}`,
  allowance: { files, bytes },
});
const address = (files: number, bytes = 1000): QuotaAccount => ({
  scope: 'address',
  key: `a:${randomUUID()}`,
  allowance: { files, bytes },
});
const request = (accounts: QuotaAccount[], bytes: number, now = at(0)): QuotaReservationRequest => ({
  id: randomUUID(),
  accounts,
  bytes,
  now,
  windowSeconds: 3600,
});

/** What every UploadQuotaStore does: the database adapter and the in-memory fake alike. */
export function describeUploadQuotaPortSuite(name: string, make: () => Promise<UploadQuotaHarness>): void {
  describePortSuite('UploadQuotaStore', name, make, (harness) => {
    const quota = () => harness().quota;

    it('reserves until the allowance is spent, then says whose and how much is used', async () => {
      const account = session(2);
      expect(await quota().reserve(request([account], 10, at(0)))).toEqual({ reserved: true });
      expect(await quota().reserve(request([account], 20, at(1)))).toEqual({ reserved: true });
      expect(await quota().reserve(request([account], 1, at(2)))).toEqual({
        reserved: false,
        scope: 'session',
        usage: { files: 2, bytes: 30 },
        oldestAt: at(0),
      });
    });

    it('settle corrects a reservation, release frees it (twice is fine)', async () => {
      const account = session(10, 100);
      const big = request([account], 90);
      await quota().reserve(big);
      expect((await quota().reserve(request([account], 20))).reserved).toBe(false);
      await quota().settle(big.id, 50);
      expect((await quota().reserve(request([account], 20))).reserved).toBe(true);
      await quota().release(big.id);
      await quota().release(big.id);
      expect((await quota().reserve(request([account], 75))).reserved).toBe(true);
    });

    it('charges every account or none', async () => {
      const form = session(1);
      const ip = address(1);
      await quota().reserve(request([ip], 1));
      expect(await quota().reserve(request([form, ip], 1))).toMatchObject({
        reserved: false,
        scope: 'address',
        usage: { files: 1, bytes: 1 },
      });
      expect(await quota().reserve(request([form], 1))).toEqual({ reserved: true });
    });

    it('a reservation made exactly one window ago no longer counts', async () => {
      const account = session(1);
      await quota().reserve(request([account], 1, at(0)));
      expect((await quota().reserve(request([account], 1, at(59)))).reserved).toBe(false);
      expect((await quota().reserve(request([account], 1, at(60)))).reserved).toBe(true);
    });

    it('pruneBefore forgets reservations older than the cutoff and counts them', async () => {
      const account = session(5);
      await quota().reserve(request([account], 1, new Date('2020-01-01T00:00:00Z')));
      await quota().reserve(request([account], 1, new Date('2020-01-02T00:00:00Z')));
      expect(await quota().pruneBefore(new Date('2020-01-01T12:00:00Z'))).toBe(1);
      expect(await quota().pruneBefore(new Date('2021-01-01T00:00:00Z'))).toBe(1);
      expect(await quota().pruneBefore(new Date('2021-01-01T00:00:00Z'))).toBe(0);
    });

    it('parallel reservations on one account never pass the allowance', async () => {
      const account = session(3, 1_000_000);
      const attempts = Array.from({ length: 10 }, () => quota().reserve(request([account, address(100, 1_000_000)], 1)));
      expect((await Promise.all(attempts)).filter((r) => r.reserved)).toHaveLength(3);
    });
  });
}
