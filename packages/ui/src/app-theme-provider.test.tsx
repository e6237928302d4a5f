import { setTheme } from '@gestion/session';
import { act, render, screen } from '@testing-library/react';
import { App, theme } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { AppThemeProvider } from './app-theme-provider';

function Probe() {
  const { token } = theme.useToken();
  const app = App.useApp();
  return (
    <p>
      <span data-testid="bg">{token.colorBgContainer}</span>
      <span data-testid="radius">{token.borderRadius}</span>
      <span data-testid="app">{typeof app.message.success}</span>
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
