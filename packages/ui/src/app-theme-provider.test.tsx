import { setTheme } from '@gestion/session';
import { act, render, screen } from '@testing-library/react';
import { App, theme } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppThemeProvider } from './app-theme-provider';

function Probe() {
  const { token } = theme.useToken();
  const app = App.useApp();
  return (
    <p>
      <span data-testid="bg">{token.colorBgContainer}</span>
      <span data-testid="radius">{token.borderRadius}</span>
      <span data-testid="app">{typeof app.message.success}</span>
      <span data-testid="motion">{String(token.motion)}</span>
    </p>
  );
}

describe('AppThemeProvider', () => {
  afterEach(() => act(() => setTheme('light')));

  it('follows the session theme: light, then dark', () => {
    setTheme('light');
    render(
      <AppThemeProvider>
        <Probe />
      </AppThemeProvider>,
    );
    expect(screen.getByTestId('bg').textContent).toBe('#ffffff');
    expect(screen.getByTestId('radius').textContent).toBe('8');
    expect(screen.getByTestId('app').textContent).toBe('function');
    act(() => setTheme('dark'));
    expect(screen.getByTestId('bg').textContent).toBe('#161c25');
  });

  it('turns antd motion off when the system asks for reduced motion', () => {
    const real = window.matchMedia;
    const spy = vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
      ...real(query),
      matches: query === '(prefers-reduced-motion: reduce)',
    }));
    try {
      render(
        <AppThemeProvider theme="dark">
          <Probe />
        </AppThemeProvider>,
      );
      expect(screen.getByTestId('motion').textContent).toBe('false');
      expect(screen.getByTestId('bg').textContent).toBe('#161c25');
    } finally {
      spy.mockRestore();
    }
  });

  it('keeps antd motion by default', () => {
    render(
      <AppThemeProvider theme="light">
        <Probe />
      </AppThemeProvider>,
    );
    expect(screen.getByTestId('motion').textContent).toBe('true');
  });

  it('speaks Spanish (es_ES locale)', async () => {
    const { Empty } = await import('antd');
    render(
      <AppThemeProvider theme="light">
        <Empty />
      </AppThemeProvider>,
    );
    expect(screen.getAllByText('No hay datos').length).toBeGreaterThan(0);
  });
});
