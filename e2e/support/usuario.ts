// Arranges the user area's data through the real API: teams and invitations (Terra), contexts
// with draws (Rodox), the dashboard preferences and the expectativas sprints.
import type { Contexto, DashboardConfig, Equipo, Invitacion, PermissionKey, Subproyecto } from '@gestion/contract';
import { admin, call, createGroup, createUser, tokenFor, unique, type Principal } from './api';
import { writeFeed } from './rodox';
import { exclusively } from './suite-lock';

export type Usuario = Principal & { id: number };

/** A user whose group, named `{prefix}…` (e.g. 'acmia_'), carries exactly these permissions. */
export async function userInGroup(prefix: string, keys: PermissionKey[]): Promise<Usuario> {
  const group = await createGroup(unique(prefix), keys);
  return createUser({ groups: [group.id] });
}

/** A coordinator's team with one invitation to `invitado` (which notifies them). */
export async function equipoConInvitacion(coordinador: Principal, invitado: Principal): Promise<{ equipo: Equipo; invitacion: Invitacion }> {
  const token = await tokenFor(coordinador);
  const equipo = await call<Equipo>('POST', '/terra/equipos/', token, { nombre: unique('Equipo '), descripcion: 'Creado por las pruebas e2e.' });
  const invitacion = await call<Invitacion>('POST', `/terra/equipos/${equipo.id}/invitar/`, token, { username: invitado.username });
  return { equipo, invitacion };
}

/** Draw k of a test feed: 2025-01-01 + k days, `cantidad` distinct numbers of 1..38, sorted. */
export function drawNumbers(k: number, cantidad = 6): number[] {
  const numbers = new Set<number>();
  for (let i = 0; numbers.size < cantidad; i++) numbers.add(((k * 7 + i * 11) % 38) + 1);
  return [...numbers].sort((a, b) => a - b);
}

export function drawDay(k: number): string {
  return new Date(Date.UTC(2025, 0, 1 + k, 2)).toISOString();
}

/** A new context with `draws` draws read by the server from a local CSV source. */
export async function contextoConSorteos(draws: number): Promise<Contexto> {
  const token = await admin();
  const familia = unique('fam');
  const lines = ['kardinal,fecha_utc,numeros'];
  for (let k = 1; k <= draws; k++) lines.push(`${k},${drawDay(k)},${drawNumbers(k).join(' ')}`);
  const fuente = writeFeed(`${familia}.csv`, `${lines.join('\n')}\n`);
  const contexto = await call<Contexto>('POST', '/api/rodox/contextos/', token, {
    sigla: `${familia}-e2e`,
    familia,
    tipo: 'e2e',
    nombre: 'Contexto de prueba e2e',
    numero_min: 1,
    numero_max: 38,
    cantidad: 6,
    fuente_url: fuente,
  });
  if (draws > 0) await call('POST', '/api/rodox/sorteos/actualizar/', token, { actualizar_automaticamente: true, contexto_sigla: contexto.sigla });
  return contexto;
}

/** Sets a user's favourite contexts as the preferences screen does. */
export async function setFavoritos(p: Principal, siglas: string[]): Promise<DashboardConfig> {
  return call('POST', '/terra/dashboard_config/set_contextos/', await tokenFor(p), { contextos_favoritos: siglas });
}

/** The sub-project with this name, active (created if missing): the expectativas count only active ones. */
export async function ensureSubproyecto(nombre: string): Promise<Subproyecto> {
  const token = await admin();
  return exclusively(`subproyecto ${nombre.toLowerCase()}`, async () => {
    const all = await call<Subproyecto[]>('GET', '/subproyectos/', token);
    const found = all.find((s) => s.nombre.toLowerCase() === nombre.toLowerCase());
    if (!found) return call<Subproyecto>('POST', '/subproyectos/', token, { nombre, descripcion: '' });
    if (!found.activo) return call<Subproyecto>('PATCH', `/api/subproyectos/${found.id}/`, token, { activo: true });
    return found;
  });
}
