import { NotifiedCache } from '../../../adapters/persistence/notified-cache';

/** A database read the test answers when it chooses, counting how often the cache asked (it asks synchronously). */
function heldRead<V>() {
  let answer: (value: V) => void = () => undefined;
  let calls = 0;
  const load = () => {
    calls++;
    return new Promise<V>((resolve) => (answer = resolve));
  };
  return { load, answer: (value: V) => answer(value), calls: () => calls };
}

describe('a cache dropped by change notices', () => {
  /** Starts a read of 'wanted', lets `overtake` happen while the database holds it, then answers it. */
  async function readOvertakenBy(overtake: (cache: NotifiedCache<string>) => void, answer: string) {
    const cache = new NotifiedCache<string>(10, () => true);
    const read = heldRead<string>();
    const reading = cache.read('wanted', read.load);
    overtake(cache);
    read.answer(answer);
    return { cache, read, first: await reading };
  }

  it('keeps a read that a notice about another key overtook', async () => {
    const { cache, read, first } = await readOvertakenBy((c) => c.evict('another'), 'value');
    expect(first).toBe('value');
    const again = cache.read('wanted', read.load);
    expect(read.calls()).toBe(1);
    expect(await again).toBe('value');
  });

  it('does not keep a read that its own key’s notice overtook: what it read may be stale', async () => {
    const { cache, read, first } = await readOvertakenBy((c) => c.evict('wanted'), 'before the change');
    expect(first).toBe('before the change');
    const again = cache.read('wanted', read.load);
    read.answer('after the change');
    expect(await again).toBe('after the change');
    expect(read.calls()).toBe(2);
  });

  it('does not keep a read that a lost channel overtook', async () => {
    const { cache, read } = await readOvertakenBy((c) => c.clear(), 'value');
    const again = cache.read('wanted', read.load);
    read.answer('value');
    await again;
    expect(read.calls()).toBe(2);
  });

  it('keeps a read that started after its key was evicted', async () => {
    const cache = new NotifiedCache<string>(10, () => true);
    cache.evict('wanted');
    const read = heldRead<string>();
    const reading = cache.read('wanted', read.load);
    read.answer('value');
    await reading;
    const again = cache.read('wanted', read.load);
    expect(read.calls()).toBe(1);
    expect(await again).toBe('value');
  });
});
