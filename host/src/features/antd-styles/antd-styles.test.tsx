import { AppThemeProvider } from '@gestion/ui';
import { render, screen } from '@testing-library/react';
import { Button, version } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { AntdStaticStyles } from './antd-static-styles';
import { loadAntdStylesheet, resetAntdStylesheet, stylesheetServes, type AntdStylesheet } from './antd-stylesheet';

const SHEET: AntdStylesheet = { href: '/antd.0a1b2c3d.css', antd: version };

/**
 * The stylesheet's `<link>` put in a head of its own (out of the page, where the test environment
 * would fail its load at once), and the load's outcome once the link fires `event`.
 */
function loadWith(event: 'load' | 'error', sheet: AntdStylesheet = SHEET) {
  const head = document.createElement('head');
  head.appendChild(document.createElement('style'));
  const doc = { createElement: document.createElement.bind(document), head } as unknown as Document;
  const done = loadAntdStylesheet(sheet, doc);
  const link = head.querySelector<HTMLLinkElement>(`link[href="${sheet.href}"]`);
  link?.dispatchEvent(new Event(event));
  return { doc, link, done };
}

/**
 * antd's computed rules for the button in the document (none when antd takes the build's). The
 * theme's CSS variables (`data-token-hash`, the button's tokens included) are written either way.
 */
const buttonStyles = () =>
  Array.from(document.head.querySelectorAll('style:not([data-token-hash])')).filter((s) => s.textContent?.includes('.ant-btn'));

afterEach(() => resetAntdStylesheet());

describe('antd stylesheet', () => {
  it('goes first in the head, is added once, and serves the antd it was made from', async () => {
    const { doc, link, done } = loadWith('load');
    expect(doc.head.firstChild).toBe(link);
    expect(await done).toBe(true);
    expect(loadAntdStylesheet(SHEET, doc)).toBe(loadAntdStylesheet(SHEET, doc));
    expect(doc.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1);
    expect(stylesheetServes(version)).toBe(true);
    expect(stylesheetServes('0.0.1')).toBe(false);
  });

  it('a stylesheet that fails to load is removed, and antd computes its styles', async () => {
    const { doc, link, done } = loadWith('error');
    expect(link).not.toBeNull();
    expect(await done).toBe(false);
    expect(doc.head.contains(link)).toBe(false);
    expect(stylesheetServes(version)).toBe(false);
  });

  it('a build without the stylesheet never waits for one', async () => {
    const doc = document.implementation.createHTMLDocument('');
    expect(await loadAntdStylesheet(null, doc)).toBe(false);
    expect(doc.head.querySelector('link')).toBeNull();
  });

  // In this order: antd keeps a computed style in the document while something uses it.
  it('with the stylesheet, antd computes no component style, in either theme', async () => {
    await loadWith('load').done;
    for (const theme of ['light', 'dark'] as const) {
      const { unmount } = render(
        <AntdStaticStyles>
          <AppThemeProvider theme={theme}>
            <Button type="primary">Guardar</Button>
          </AppThemeProvider>
        </AntdStaticStyles>,
      );
      expect(screen.getByRole('button', { name: 'Guardar' }).classList.contains('ant-btn-primary')).toBe(true);
      expect(buttonStyles()).toHaveLength(0);
      unmount();
    }
  });

  it('without it, antd computes its styles as before', () => {
    render(
      <AntdStaticStyles>
        <AppThemeProvider theme="light">
          <Button type="primary">Guardar</Button>
        </AppThemeProvider>
      </AntdStaticStyles>,
    );
    expect(buttonStyles().length).toBeGreaterThan(0);
  });
});
