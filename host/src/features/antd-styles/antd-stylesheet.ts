/**
 * antd's styles as a stylesheet the build made (tools/build/antd-stylesheet.cjs), in place of the
 * styles antd would compute on the main thread at each component's first render. This module is
 * part of the login page's code and must not import antd: the stylesheet is fetched with the
 * signed-in layout, while the person types, and a revisit takes it from the browser's cache
 * (content-hashed name, served immutable).
 */
declare const __ANTD_STYLESHEET__: AntdStylesheet | null | undefined;

/** The build's stylesheet: its address and the antd version it was made from. */
export interface AntdStylesheet {
  href: string;
  antd: string;
}

const BUILT: AntdStylesheet | null = typeof __ANTD_STYLESHEET__ === 'undefined' ? null : __ANTD_STYLESHEET__;

let loading: Promise<boolean> | undefined;
/** The stylesheet that applies on the page, once it does. */
let applied: AntdStylesheet | null = null;

/**
 * Puts the stylesheet first in the document's head (where antd puts the styles it computes, so
 * the app's own stylesheets still come after it) and resolves once it applies: true, or false
 * when the build has none or it failed to load (antd then computes its styles as before).
 */
export function loadAntdStylesheet(sheet: AntdStylesheet | null = BUILT, doc: Document = document): Promise<boolean> {
  if (!sheet) return Promise.resolve(false);
  return (loading ??= new Promise<boolean>((resolve) => {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = sheet.href;
    link.onload = () => {
      applied = sheet;
      resolve(true);
    };
    link.onerror = () => {
      link.remove();
      resolve(false);
    };
    doc.head.insertBefore(link, doc.head.firstChild);
  }));
}

/**
 * Whether antd may skip computing its styles: the stylesheet applies and was made from the antd
 * the page runs (a shared singleton: a remote could bring another one).
 */
export function stylesheetServes(antdVersion: string): boolean {
  return applied?.antd === antdVersion;
}

/** `code` (a lazily loaded module that draws antd) once the stylesheet applies or is known missing. */
export function withAntdStylesheet<T>(code: Promise<T>): Promise<T> {
  return Promise.all([code, loadAntdStylesheet()]).then(([loaded]) => loaded);
}

/** Forgets the loaded stylesheet (tests). */
export function resetAntdStylesheet(): void {
  loading = undefined;
  applied = null;
}
