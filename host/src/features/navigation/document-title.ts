import type { AreaNavigation } from '@gestion/ui/area';
import { matchRoutes, type Params } from 'react-router-dom';
import { areaRoutes, FORBIDDEN_PATH } from './routes';

export const APP_TITLE = 'Gestión';
/** The login screen's heading: also the title of an unknown path signed out, which shows it. */
export const LOGIN_TITLE = 'Iniciar Sesión';

/** The host's own screens, by their Spanish headings (the spec's section 2). */
const HOST_TITLES: Record<string, string> = {
  '/login': LOGIN_TITLE,
  '/register': 'Registrarse',
  '/': 'Registrarse',
  '/catastro': 'Catastro',
  '/recuperar-contrasena': 'Recuperar contraseña',
  '/restablecer-contrasena': 'Restablecer contraseña',
  [FORBIDDEN_PATH]: 'Acceso denegado',
};

/** `{param}` takes the route's parameter, `{Param}` the same with a capital first letter; a missing one is dropped. */
export function fillTitle(template: string, params: Params): string {
  return template
    .replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = params[name] ?? params[name.charAt(0).toLowerCase() + name.slice(1)] ?? '';
      return name.charAt(0) === name.charAt(0).toUpperCase() ? value.charAt(0).toUpperCase() + value.slice(1) : value;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The name of the screen at `pathname`: the host's own, else the title its area's navigation
 * document gives the route. Null when nothing names it (an area published before titles existed).
 */
export function screenTitle(areas: AreaNavigation[], pathname: string, signedIn: boolean): string | null {
  const own = HOST_TITLES[pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname];
  if (own) return own;
  const match = matchRoutes(areaRoutes(areas), pathname);
  const last = match?.[match.length - 1];
  if (!last) return signedIn ? null : LOGIN_TITLE;
  const { title } = last.route as { title?: unknown };
  return typeof title === 'string' && title.trim() ? fillTitle(title, last.params) || null : null;
}

/** 'Usuarios · Gestión'; just 'Gestión' for a screen without a name. */
export function documentTitle(screen: string | null): string {
  return screen ? `${screen} · ${APP_TITLE}` : APP_TITLE;
}
