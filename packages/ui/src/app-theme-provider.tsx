import { useTheme } from '@gestion/session';
import { App, ConfigProvider, theme as antdTheme } from 'antd';
import type { ThemeConfig } from 'antd';
import esES from 'antd/locale/es_ES';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { useMediaQuery } from './use-media-query';
import './accessibility.css';

// Every text colour below meets WCAG AA (4.5:1) on the theme's page, card and table-header
// backgrounds (checked by e2e/tests/accesibilidad.spec.ts with axe): antd's defaults do not
// (secondary text at 45% opacity, placeholders at 25%, links on the grey page, white on the dark
// theme's primary).
const shared: ThemeConfig['token'] = {
  colorPrimary: '#2a63c9',
  colorInfo: '#2a63c9',
  colorSuccess: '#16a34a',
  colorWarning: '#d89614',
  colorError: '#c41d1d',
  borderRadius: 8,
  fontFamily:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
};

export const LIGHT_THEME: ThemeConfig = {
  algorithm: antdTheme.defaultAlgorithm,
  token: { ...shared, colorBgLayout: '#f4f6fa', colorTextDescription: 'rgba(0,0,0,0.6)', colorTextPlaceholder: 'rgba(0,0,0,0.6)' },
  components: { Table: { headerBg: '#f0f3f8' } },
};

export const DARK_THEME: ThemeConfig = {
  algorithm: antdTheme.darkAlgorithm,
  // A light primary (links and selected items readable on the dark backgrounds) with dark text on
  // the primary and danger buttons, where white would not be readable.
  token: {
    ...shared,
    colorPrimary: '#8ab4ff',
    colorInfo: '#8ab4ff',
    colorError: '#ff7875',
    colorBgLayout: '#0f141b',
    colorBgContainer: '#161c25',
    colorBgElevated: '#1d2430',
    colorTextDescription: 'rgba(255,255,255,0.6)',
    colorTextPlaceholder: 'rgba(255,255,255,0.55)',
  },
  components: {
    Table: { headerBg: '#1d2430' },
    Button: { primaryColor: '#0f141b', dangerColor: '#0f141b' },
    Menu: { itemSelectedColor: '#ffffff' },
  },
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
