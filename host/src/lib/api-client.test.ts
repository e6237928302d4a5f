const configureApi = vi.hoisted(() => vi.fn());
const loaded = vi.hoisted(() => ({ count: 0 }));
vi.mock('@gestion/api', () => {
  loaded.count += 1;
  return { configureApi };
});

describe('apiClient', () => {
  beforeEach(() => {
    vi.resetModules();
    configureApi.mockClear();
  });

  it('loads the API package only when asked, once, configured with the runtime base', async () => {
    const { apiClient, setApiBaseUrl } = await import('./api-client');
    setApiBaseUrl('http://api.test');
    const before = loaded.count;
    await Promise.all([apiClient(), apiClient()]);
    expect(configureApi).toHaveBeenCalledTimes(1);
    expect(configureApi).toHaveBeenCalledWith({ baseURL: 'http://api.test' });
    expect(loaded.count - before).toBeLessThanOrEqual(1);
  });

  it('a base set after the package loaded configures it too', async () => {
    const { apiClient, setApiBaseUrl } = await import('./api-client');
    await apiClient();
    expect(configureApi).not.toHaveBeenCalled();
    setApiBaseUrl('http://otra.test');
    await vi.waitFor(() => expect(configureApi).toHaveBeenCalledWith({ baseURL: 'http://otra.test' }));
  });
});
