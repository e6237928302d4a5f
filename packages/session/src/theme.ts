import { createStore } from './create-store';
import { readStored, STORAGE_KEYS, writeStored } from './storage';

export type Theme = 'light' | 'dark';

function systemTheme(): Theme {
  try {
    return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

/** The stored choice, else the system preference. */
export function initialTheme(): Theme {
  const stored = readStored<string | null>(STORAGE_KEYS.theme, null);
  return stored === 'dark' || stored === 'light' ? stored : systemTheme();
}

export const FAVICONS: Record<Theme, string> = { light: '/favicon-light.svg', dark: '/favicon-dark.svg' };

/** Mirrors the theme on <html> (plain-CSS pages read data-theme) and swaps the favicon. */
export function applyThemeToDocument(theme: Theme): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
  let link = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    link.type = 'image/svg+xml';
    document.head.appendChild(link);
  }
  link.href = FAVICONS[theme];
}

export const themeStore = createStore<{ theme: Theme }>({ theme: initialTheme() });
applyThemeToDocument(themeStore.getState().theme);

export function setTheme(theme: Theme): void {
  writeStored(STORAGE_KEYS.theme, theme);
  applyThemeToDocument(theme);
  themeStore.setState({ theme });
}

export function toggleTheme(): void {
  setTheme(themeStore.getState().theme === 'dark' ? 'light' : 'dark');
}
