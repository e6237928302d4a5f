import { RequirePermission } from '@gestion/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { Skeleton } from 'antd';

const SprintListPage = lazy(() => import('./features/sprints/components/sprint-list-page').then((m) => ({ default: m.SprintListPage })));
const SprintExtendedPage = lazy(() =>
  import('./features/sprints/components/sprint-extended-page').then((m) => ({ default: m.SprintExtendedPage })),
);
const SprintDetailPage = lazy(() => import('./features/sprints/components/sprint-detail-page').then((m) => ({ default: m.SprintDetailPage })));
const SprintCreatePage = lazy(() => import('./features/sprints/components/sprint-create-page').then((m) => ({ default: m.SprintCreatePage })));
const SubproyectoListPage = lazy(() =>
  import('./features/subproyectos/components/subproyecto-list-page').then((m) => ({ default: m.SubproyectoListPage })),
);
const TareasSubproyectoPage = lazy(() =>
  import('./features/tareas-subproyecto/components/tareas-subproyecto-page').then((m) => ({ default: m.TareasSubproyectoPage })),
);
const UnidadListPage = lazy(() => import('./features/unidades/components/unidad-list-page').then((m) => ({ default: m.UnidadListPage })));

function Page({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Skeleton active />}>{children}</Suspense>;
}

// Besides /main/*, the host mounts this component at /terra/unidad/list and at
// /:subproyecto/tareas/list without a splat: those two are told apart by the full path.
const TERRA_UNIDADES = /^\/terra\/unidad\/list\/?$/;
const TAREAS_SUBPROYECTO = /^\/([^/]+)\/tareas\/list\/?$/;

/** The Main area's routes, relative to /main (see docs/frontend-contract.md). */
export default function MainRoutes() {
  const { pathname } = useLocation();

  if (TERRA_UNIDADES.test(pathname)) {
    return (
      <Page>
        <UnidadListPage />
      </Page>
    );
  }
  const tareas = TAREAS_SUBPROYECTO.exec(pathname);
  if (tareas) {
    const subproyecto = decodeURIComponent(tareas[1] ?? '');
    return (
      <RequirePermission permission="main.view_tareasprint">
        <Page>
          <TareasSubproyectoPage key={subproyecto} subproyecto={subproyecto} />
        </Page>
      </RequirePermission>
    );
  }

  return (
    <Routes>
      <Route path="sprint/list" element={<Page><SprintListPage /></Page>} />
      <Route path="sprint/list/view/extended" element={<Page><SprintExtendedPage /></Page>} />
      <Route path="sprint/create" element={<Page><SprintCreatePage /></Page>} />
      <Route path="sprint/:id" element={<Page><SprintDetailPage /></Page>} />
      <Route path="subproyecto/list" element={<Page><SubproyectoListPage /></Page>} />
      <Route path="unidad/list" element={<Page><UnidadListPage /></Page>} />
      <Route path="*" element={<Navigate to="/user/dashboard" replace />} />
    </Routes>
  );
}
