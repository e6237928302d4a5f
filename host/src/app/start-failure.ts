// The last resort before React: no import here but what the entry already has, so it renders when
// the bootstrap chunk, a shared module (React itself) or the configuration is what failed to load.

export const ROOT_ERROR_TITLE = 'Ocurrió un error inesperado.';
export const ROOT_ERROR_TEXT = 'La página no pudo mostrarse. Reintenta; si el error sigue, recarga la página.';
export const CONFIG_ERROR_TEXT = 'No se pudo cargar la configuración de la aplicación.';

/**
 * The page could not start (a laptop waking up with the network still down when the page
 * reloads, a deploy that removed the chunk this page asks for): the root error panel in plain
 * DOM, instead of a blank page. 'Reintentar' loads the page again, which is the only way to fetch
 * its code anew.
 */
export function showStartFailure(
  root: HTMLElement,
  text: string = ROOT_ERROR_TEXT,
  reload: () => void = () => window.location.reload(),
): void {
  const panel = document.createElement('div');
  panel.setAttribute('role', 'alert');
  panel.style.cssText =
    'max-width:440px;margin:15vh auto 0;padding:18px 24px;border-radius:10px;display:flex;flex-direction:column;align-items:flex-start;gap:12px;' +
    'font:16px system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2733;background:#fff;box-shadow:0 10px 30px rgba(0,0,0,.25)';
  const title = document.createElement('strong');
  title.textContent = ROOT_ERROR_TITLE;
  const body = document.createElement('span');
  body.textContent = text;
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.textContent = 'Reintentar';
  retry.style.cssText = 'padding:6px 16px;border:0;border-radius:6px;background:#2f6fde;color:#fff;font:inherit;cursor:pointer';
  retry.addEventListener('click', () => reload());
  panel.append(title, body, retry);
  root.replaceChildren(panel);
}
