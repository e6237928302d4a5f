import { screen } from '@testing-library/react';
import { CONFIG_ERROR_TEXT, ROOT_ERROR_TEXT, ROOT_ERROR_TITLE, showStartFailure } from './start-failure';

// What a page that cannot start shows (its code or a shared module did not load, start threw):
// the root error panel, never a blank page.
describe('start failure', () => {
  let root: HTMLElement;
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>';
    root = document.getElementById('root')!;
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.doUnmock('../bootstrap');
    vi.doUnmock('../config/app-config');
    vi.resetModules();
  });

  it("shows the panel with 'Reintentar', which loads the page again", () => {
    const reload = vi.fn();
    showStartFailure(root, CONFIG_ERROR_TEXT, reload);
    expect(screen.getByRole('alert').textContent).toContain(ROOT_ERROR_TITLE);
    expect(screen.getByText(CONFIG_ERROR_TEXT)).toBeTruthy();
    screen.getByRole('button', { name: 'Reintentar' }).click();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['the bootstrap chunk does not load', () => Promise.reject(new Error('Loading chunk 123 failed'))],
    ['start throws', () => Promise.resolve({ start: () => Promise.reject(new Error('federation')) })],
  ])('the entry shows it when %s', async (_, bootstrap) => {
    vi.doMock('../config/app-config', () => ({ loadAppConfig: () => Promise.resolve({ apiBaseUrl: '', remotes: {} }) }));
    vi.doMock('../bootstrap', async () => {
      const mod = (await bootstrap()) as object;
      return mod;
    });
    await import('../index');
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy());
    expect(root.textContent).toContain(ROOT_ERROR_TITLE);
    expect(root.textContent).toContain(ROOT_ERROR_TEXT);
  });
});
