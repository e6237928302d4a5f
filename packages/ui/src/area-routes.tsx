import { Skeleton } from 'antd';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import type { AreaDescriptor, AreaResource } from './area';
import { HOME_PATH } from '@gestion/session';
import { RequirePermission } from './require-permission';

/** A resource's element with its gate: the one place where a route's permission is applied. */
export function guarded(resource: Pick<AreaResource, 'permission'>, element: ReactNode): ReactNode {
  return resource.permission ? <RequirePermission permission={resource.permission}>{element}</RequirePermission> : element;
}

const screens = new WeakMap<AreaResource['screen'], LazyExoticComponent<ComponentType>>();

/** The lazy component of a resource's screen, the same one on every render. */
function lazyScreen(resource: Pick<AreaResource, 'screen'>): LazyExoticComponent<ComponentType> {
  let component = screens.get(resource.screen);
  if (!component) {
    component = lazy(resource.screen);
    screens.set(resource.screen, component);
  }
  return component;
}

/**
 * A screen remounts when its path changes (another id, another sub-project), so no page carries
 * state from one record to the next; routes that share a `screenKey` keep it mounted.
 */
function ResourceScreen({ resource }: { resource: Pick<AreaResource, 'screen' | 'screenKey'> }) {
  const { pathname } = useLocation();
  const Screen = lazyScreen(resource);
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      <Screen key={resource.screenKey ?? pathname} />
    </Suspense>
  );
}

/**
 * An area's routes on their own: what the host mounts, without the federation in between. Used
 * by the test harness and by a remote's standalone page. Unknown paths go to the dashboard.
 */
export function AreaRoutes({ area, children }: { area: AreaDescriptor; children?: ReactNode }) {
  return (
    <Routes>
      {area.resources.map((r) => (
        <Route key={r.path} path={r.path} element={guarded(r, <ResourceScreen resource={r} />)} />
      ))}
      {children}
      <Route path="*" element={<Navigate to={HOME_PATH} replace />} />
    </Routes>
  );
}
