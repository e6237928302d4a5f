import type { Equipo } from '@gestion/contract';
import { EQUIPO_TEXTS } from './messages';

const same = (a: string, b: string) => a.toLocaleLowerCase('es') === b.toLocaleLowerCase('es');

/**
 * The checks of spec section 5 before an invitation leaves the browser: the text to show, or null
 * when the username may be sent. Usernames are unique case-insensitively on the server, so the
 * comparisons are too. `equipo` is optional: the create screen knows no members yet.
 */
export function inviteProblem(username: string, ownUsername: string | undefined, equipo?: Pick<Equipo, 'miembros' | 'invitaciones'>): string | null {
  if (!username) return EQUIPO_TEXTS.usernameVacio;
  if (ownUsername && same(username, ownUsername)) return EQUIPO_TEXTS.tiMismo;
  if (equipo?.miembros.some((m) => same(m.username, username))) return EQUIPO_TEXTS.yaMiembro;
  if (equipo?.invitaciones.some((i) => i.estado === 'pendiente' && same(i.invitado_username, username))) return EQUIPO_TEXTS.yaPendiente;
  return null;
}
