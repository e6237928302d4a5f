import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONFIG_ELEMENT_ID, loadAppConfig } from './app-config';

const CONFIG = { apiBaseUrl: 'http://api', remotes: { main: 'http://m/mf-manifest.json' } };

function inlineBlock(text: string) {
  const block = document.createElement('script');
  block.id = CONFIG_ELEMENT_ID;
  block.type = 'application/json';
  block.textContent = text;
  document.head.append(block);
}

describe('loadAppConfig', () => {
  afterEach(() => document.getElementById(CONFIG_ELEMENT_ID)?.remove());

  it('revalidates /config.json (a 304 on a revisit) instead of refusing the cache', async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify(CONFIG)));
    await expect(loadAppConfig(fetchImpl)).resolves.toEqual(CONFIG);
    expect(fetchImpl).toHaveBeenCalledWith('/config.json', { cache: 'no-cache' });
  });

  it('takes the copy the page carries without asking the network', async () => {
    inlineBlock(JSON.stringify(CONFIG));
    const fetchImpl = vi.fn();
    await expect(loadAppConfig(fetchImpl)).resolves.toEqual(CONFIG);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('asks for /config.json when the page’s copy is unreadable', async () => {
    inlineBlock('{not json');
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify(CONFIG)));
    await expect(loadAppConfig(fetchImpl)).resolves.toEqual(CONFIG);
    expect(fetchImpl).toHaveBeenCalledOnce();
  });
});
