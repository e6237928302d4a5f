import { describe, expect, it, vi } from 'vitest';
import { loadAppConfig } from './app-config';

describe('loadAppConfig', () => {
  it('revalidates /config.json (a 304 on a revisit) instead of refusing the cache', async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify({ apiBaseUrl: 'http://api', remotes: { main: 'http://m/mf-manifest.json' } })));
    await expect(loadAppConfig(fetchImpl)).resolves.toEqual({ apiBaseUrl: 'http://api', remotes: { main: 'http://m/mf-manifest.json' } });
    expect(fetchImpl).toHaveBeenCalledWith('/config.json', { cache: 'no-cache' });
  });
});
