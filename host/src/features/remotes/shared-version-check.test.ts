import { createInstance } from '@module-federation/enhanced/runtime';
import { checkSharedVersions, isSharedVersionMismatch, type SharedVersionMismatch } from './shared-version-check';

// The real federation runtime (the pinned one the builds use): a host that loaded @gestion/api
// first, and a remote built later that shares the host's scope, as a remote container's init does.
const strict = (requiredVersion: string) => ({ singleton: true, strictVersion: true, requiredVersion });

function pageWithApi(held: string, name: string) {
  const host = createInstance({
    name: `${name}-host`,
    remotes: [],
    shareStrategy: 'loaded-first',
    shared: { '@gestion/api': { version: held, lib: () => ({ build: 'host' }), shareConfig: strict(`^${held}`) } },
  });
  return host;
}

function remoteRequiring(host: ReturnType<typeof pageWithApi>, name: string, version: string, requiredVersion: string) {
  const remote = createInstance({
    name,
    remotes: [],
    shareStrategy: 'loaded-first',
    shared: { '@gestion/api': { version, get: async () => () => ({ build: name }), shareConfig: strict(requiredVersion) } },
  });
  remote.initShareScopeMap('default', host.shareScopeMap.default!);
  return remote;
}

describe('sharedVersionCheck', () => {
  beforeAll(() => checkSharedVersions());

  it('a remote needing a newer singleton than the page holds gets the facts, not the old copy', async () => {
    const host = pageWithApi('1.0.0', 'a');
    await host.loadShare('@gestion/api');
    const terra = remoteRequiring(host, 'terra-a', '1.1.0', '^1.1.0');

    const error = await terra.loadShare('@gestion/api').then(() => null, (e: unknown) => e);
    expect(isSharedVersionMismatch(error)).toBe(true);
    const { pkg, required, held, app } = error as SharedVersionMismatch;
    expect({ pkg, required, held, app }).toEqual({ pkg: '@gestion/api', required: '^1.1.0', held: '1.0.0', app: 'terra-a' });
  });

  it('a remote whose range the page satisfies gets the page copy (one instance)', async () => {
    const host = pageWithApi('1.2.0', 'b');
    await host.loadShare('@gestion/api');
    const terra = remoteRequiring(host, 'terra-b', '1.0.0', '^1.0.0');
    const factory = await terra.loadShare<{ build: string }>('@gestion/api');
    expect(factory && factory()).toEqual({ build: 'host' });
  });

  it('a newer major on the page does not satisfy an older remote either', async () => {
    const host = pageWithApi('2.0.0', 'c');
    await host.loadShare('@gestion/api');
    const terra = remoteRequiring(host, 'terra-c', '1.4.0', '^1.4.0');
    const error = await terra.loadShare('@gestion/api').then(() => null, (e: unknown) => e);
    expect((error as SharedVersionMismatch).held).toBe('2.0.0');
  });
});
