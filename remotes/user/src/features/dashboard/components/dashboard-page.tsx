import { useSession } from '@gestion/session';
import { PageFrame, useAfterFirstPaint } from '@gestion/ui';
import { SUBPROYECTOS } from '../lib/messages';
import { ContextosCard } from './contextos-card';
import { CuentaCard } from './cuenta-card';
import { ExpectativasCard } from './expectativas-card';
import { InvitacionesCard } from './invitaciones-card';
import { NotificacionesCard } from './notificaciones-card';
import { TareasSubproyectoCard } from './tareas-subproyecto-card';
import './dashboard-page.css';

/**
 * /user/dashboard. Every part is its own component with its own queries: they all start at once,
 * and one failing call leaves the others working.
 *
 * The parts are drawn once the heading and the layout around it have been painted: mounting
 * them (cards, skeletons, tables) in the same render held the heading back on a revisit on the
 * branch office's line (measured with a Chromium trace of `pnpm bench --line`'s repeat visit: the
 * first render of layout and dashboard was one task of ~250 ms at CPU ×2). Their calls start one
 * frame later, which they spend on the line anyway.
 */
export default function DashboardPage() {
  const session = useSession();
  const user = session.user;
  const name = user ? [user.first_name, user.last_name].filter(Boolean).join(' ') || user.username : '';
  // A non-superuser has no permissions until they load, so the contexts are never asked without the key.
  const canContextos = session.hasPermission('rodox.view_contexto');
  // Spec section 6: main.view_tareasprint plus a group '{sub}_…' (case-insensitive); a superuser passes both.
  const subproyectos = SUBPROYECTOS.filter((sub) => session.hasPermission('main.view_tareasprint') && session.hasRolePrefix(`${sub}_`));
  const partsShown = useAfterFirstPaint();

  return (
    <PageFrame title="Dashboard" subtitle={user ? `Hola, ${name}` : undefined}>
      <div className="dashboard-grid" aria-busy={!partsShown}>
        {partsShown && (
          <>
            <div className="dashboard-span-8">
              <CuentaCard canPreferences={canContextos} />
            </div>
            <div className="dashboard-span-16">
              <ExpectativasCard />
            </div>
            <div className="dashboard-span-12">
              <NotificacionesCard />
            </div>
            <div className="dashboard-span-12">
              <InvitacionesCard />
            </div>
            {canContextos && (
              <div className="dashboard-span-24">
                <ContextosCard />
              </div>
            )}
            {subproyectos.map((sub) => (
              <div className="dashboard-span-24" key={sub}>
                <TareasSubproyectoCard subproyecto={sub} />
              </div>
            ))}
          </>
        )}
      </div>
    </PageFrame>
  );
}
