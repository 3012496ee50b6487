import { createContainer } from '../../../web/src/di/container';
import { lazyGateway } from '../../../web/src/di/lazy-gateway';
import { PORTAL_TOKENS } from '../../../web/src/di/portal-tokens';
import { portId } from '../../../web/src/di/port-id';
import { containerPorts } from '../../../web/src/di/port-resolver';
import { PUBLIC_TOKENS } from '../../../web/src/di/public-tokens';
import { TOKENS } from '../../../web/src/di/tokens';

describe("the web's inversify container", () => {
  it('binds every port the web names', () => {
    const container = createContainer('/api');
    const ids = [...Object.values(TOKENS), ...Object.values(PORTAL_TOKENS), ...Object.values(PUBLIC_TOKENS)];
    expect(ids.length).toBeGreaterThan(15);
    expect(ids.filter((id) => !container.isBound(id)).map(String)).toEqual([]);
  });

  it('hands every caller the same gateway, loaded with the first call', async () => {
    const ports = containerPorts(async () => createContainer('/api'));
    const first = await ports.get(PUBLIC_TOKENS.draft);
    expect(typeof first.save).toBe('function');
    expect(await ports.get(PUBLIC_TOKENS.draft)).toBe(first);
    const config = await ports.get(TOKENS.portalConfig);
    expect(typeof config.readConfig).toBe('function');
  });

  it('names an identifier nobody bound', async () => {
    const ports = containerPorts(async () => createContainer('/api'));
    await expect(ports.get(portId<object>('MissingGateway'))).rejects.toThrow(/MissingGateway/);
  });
});

describe('a lazily resolved gateway', () => {
  it('waits for the port on its first call and calls it directly after that', async () => {
    let loads = 0;
    const gateway = lazyGateway(async () => {
      loads += 1;
      return { twice: (n: number) => n * 2 };
    });
    expect(loads).toBe(0);
    await expect(gateway.twice(2)).resolves.toBe(4);
    expect(gateway.twice(3)).toBe(6);
    expect(loads).toBe(1);
    expect(Reflect.get(gateway, 'then')).toBeUndefined();
  });
});
