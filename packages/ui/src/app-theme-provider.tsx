import { useTheme } from '@gestion/session';
import { App, ConfigProvider, theme as antdTheme } from 'antd';
import type { ThemeConfig } from 'antd';
import esES from 'antd/locale/es_ES';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { useMediaQuery } from './use-media-query';

const shared: ThemeConfig['token'] = {
  colorPrimary: '#2f6fde',
  colorInfo: '#2f6fde',
  colorSuccess: '#16a34a',
  colorWarning: '#d89614',
  colorError: '#dc2626',
  borderRadius: 8,
  fontFamily:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
};

export const LIGHT_THEME: ThemeConfig = {
  algorithm: antdTheme.defaultAlgorithm,
  token: { ...shared, colorBgLayout: '#f4f6fa' },
  components: { Table: { headerBg: '#f0f3f8' } },
};

export const DARK_THEME: ThemeConfig = {
  algorithm: antdTheme.darkAlgorithm,
  token: { ...shared, colorPrimary: '#4c8dff', colorInfo: '#4c8dff', colorBgLayout: '#0f141b', colorBgContainer: '#161c25', colorBgElevated: '#1d2430' },
  components: { Table: { headerBg: '#1d2430' } },
};

export interface AppThemeProviderProps {
  children: ReactNode;
  /** Overrides the session's theme (stories, screenshots). */
  theme?: 'light' | 'dark';
}

/**
 * antd in Spanish with the session's light/dark theme; `App` gives message/notification/modal
 * context. A system asking for reduced motion gets no zooms or slides (WCAG 2.3.3): dialogs then
 * open in place, already where they will be clicked.
 */
export function AppThemeProvider({ children, theme }: AppThemeProviderProps) {
  const session = useTheme();
  const mode = theme ?? session.theme;
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const config = useMemo(() => {
    const base = mode === 'dark' ? DARK_THEME : LIGHT_THEME;
    return reducedMotion ? { ...base, token: { ...base.token, motion: false } } : base;
  }, [mode, reducedMotion]);
  return (
    <ConfigProvider locale={esES} theme={config}>
      <App>{children}</App>
    </ConfigProvider>
  );
}
