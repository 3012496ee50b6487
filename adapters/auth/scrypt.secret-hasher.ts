import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { SecretHasher } from '../../application/ports/secret-hasher.port';

const KEY_LENGTH = 32;
// N=2^15, r=8, p=1: about 32 MB and ~50 ms per hash here; the cost is stored with each hash so it can be raised.
const DEFAULT_COST = { N: 32768, r: 8, p: 1 };

type ScryptCost = { N: number; r: number; p: number };

function derive(secret: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(secret.normalize('NFKC'), salt, KEY_LENGTH, { ...cost, maxmem: 256 * cost.N * cost.r }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** Format: scrypt$N$r$p$salt(base64)$key(base64). */
export class ScryptSecretHasher implements SecretHasher {
  constructor(private readonly cost: ScryptCost = DEFAULT_COST) {}

  async hash(secret: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await derive(secret, salt, this.cost);
    const { N, r, p } = this.cost;
    return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
  }

  async verify(secret: string, hash: string): Promise<boolean> {
    const parts = hash.split('$');
    if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
    const [N, r, p] = parts.slice(1, 4).map(Number);
    if (![N, r, p].every((n) => Number.isInteger(n) && n > 0)) return false;
    const expected = Buffer.from(parts[5], 'base64');
    if (expected.length !== KEY_LENGTH) return false;
    const key = await derive(secret, Buffer.from(parts[4], 'base64'), { N, r, p });
    return timingSafeEqual(key, expected);
  }
}
