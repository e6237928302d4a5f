import type { FastifyBaseLogger } from 'fastify';
import type { PasswordHasher } from './auth/passwords.js';
import type { Database } from './db/client.js';
import { seedDemo } from './seed/seed-demo.js';
import { users } from './db/schema/index.js';
import { addUserToGroups, ensureGroup } from './repositories/groups.js';
import { getMeta, setMeta } from './repositories/meta.js';
import { ADMIN_GROUP, ADMIN_GROUP_KEY, adminGroupId, grantGroupPermissions } from './repositories/permissions.js';
import { normalizeUsername } from './db/case-insensitive.js';
import { findUserByUsername } from './repositories/users.js';

export const BOOTSTRAP_GROUPS = [ADMIN_GROUP, 'terra_coordinadores', 'acmia_miembros'] as const;
const DEMO_MARKER = 'demo_seeded_at';

export interface BootstrapOptions {
  adminUsername: string;
  adminPassword: string | null;
  seedDemo: boolean;
}

export interface BootstrapResult {
  adminCreated: boolean;
  groupsCreated: string[];
  demoSeeded: boolean;
}

/**
 * First-start data (docs/domain.md, «Arranque»): the groups, administradores holding every permission,
 * and the superuser. Idempotent: what exists is left alone (an existing admin is never
 * overwritten), what is missing is created.
 */
export async function bootstrap(
  db: Database,
  passwords: PasswordHasher,
  log: FastifyBaseLogger,
  options: BootstrapOptions,
): Promise<BootstrapResult> {
  const groupsCreated: string[] = [];
  // By its id (ADMIN_GROUP_KEY), whatever it is called now; created only when there is none.
  let adminGroup = await adminGroupId(db);
  for (const name of BOOTSTRAP_GROUPS) {
    if (name === ADMIN_GROUP) {
      if (adminGroup !== null) continue;
      const { group, created } = await ensureGroup(db, name);
      if (!created) {
        // The name belongs to a group that is not the bootstrap's (it was deleted, and another
        // renamed to its name): that one is given nothing.
        log.warn(`El grupo "${name}" no es el de arranque: no recibe todos los permisos. Asígnalos a mano si corresponde.`);
        continue;
      }
      await setMeta(db, ADMIN_GROUP_KEY, String(group.id));
      await grantGroupPermissions(db, group.id, 'all');
      adminGroup = group.id;
      groupsCreated.push(name);
      continue;
    }
    if ((await ensureGroup(db, name)).created) groupsCreated.push(name);
  }

  let adminCreated = false;
  if (!(await findUserByUsername(db, options.adminUsername))) {
    const password = options.adminPassword ?? 'admin';
    const [admin] = await db
      .insert(users)
      .values({
        username: normalizeUsername(options.adminUsername),
        password: await passwords.hash(password),
        is_superuser: true,
        is_active: true,
        must_change_password: options.adminPassword === null,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (admin) {
      adminCreated = true;
      if (adminGroup !== null) await addUserToGroups(db, admin.id, [adminGroup]);
      if (options.adminPassword === null) {
        log.warn(
          `Superusuario creado: usuario "${options.adminUsername}", contraseña "admin" (se pedirá cambiarla al entrar). ` +
            'Define ADMIN_PASSWORD para elegir otra.',
        );
      } else {
        log.info(`Superusuario creado: usuario "${options.adminUsername}" con la contraseña de ADMIN_PASSWORD.`);
      }
    }
  }

  let demoSeeded = false;
  if (options.seedDemo && !(await getMeta(db, DEMO_MARKER))) {
    await seedDemo({ db, log, passwords });
    await setMeta(db, DEMO_MARKER, new Date().toISOString());
    demoSeeded = true;
  }
  return { adminCreated, groupsCreated, demoSeeded };
}
