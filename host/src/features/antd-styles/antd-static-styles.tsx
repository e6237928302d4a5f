import { removeStored } from '@gestion/session';
import { ConfigProvider, version } from 'antd';
import type { ThemeConfig } from 'antd';
import { useState, type ReactNode } from 'react';
import { stylesheetServes } from './antd-stylesheet';

// antd's zero-runtime mode: components take their styles from the build's stylesheet and only
// write the theme's CSS variables; themes nested inside (the app's light and dark) inherit it.
const ZERO_RUNTIME: ThemeConfig = { zeroRuntime: true };

// Earlier builds kept antd's computed styles in local storage for the next visit; nothing reads
// that copy now, and local storage is small and shared.
removeStored('estilos_antd');

/**
 * What antd draws inside `children` takes its styles from the build's stylesheet when it applies
 * (loadAntdStylesheet resolved before this renders); otherwise antd computes them as it always did.
 */
export function AntdStaticStyles({ children }: { children: ReactNode }) {
  // Decided once: antd reads the mode at each component's first render and never again.
  const [zeroRuntime] = useState(() => stylesheetServes(version));
  if (!zeroRuntime) return children;
  return <ConfigProvider theme={ZERO_RUNTIME}>{children}</ConfigProvider>;
}
