import { HOME_PATH } from '@gestion/session';
import { AppThemeProvider, guarded, Toaster } from '@gestion/ui';
import { useMemo } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { browserIdle } from '../preload/when-idle';
import { loadedScreen, loadScreen } from '../../lib/federation';
import { keepScriptsCompiled } from '../../lib/script-cache';
import { ForbiddenPage } from '../errors/forbidden-page';
import { useNavigation } from '../navigation/navigation-store';
import { areaRoutes, FORBIDDEN_PATH } from '../navigation/routes';
import { createAreaLoader, type LoadScreen } from '../remotes/area-loader';
import { AreaLoaderContext, RemoteScreen } from '../remotes/remote-area';
import { AppQueryProvider } from '../../app/query-client';
import { AppLayout } from './app-layout';
import { AntdStaticStyles } from '../antd-styles/antd-static-styles';

const defaultLoader = createAreaLoader(loadScreen, loadedScreen);

// This chunk is evaluated on the login page while the person types, and on a signed-in start:
// either way the next visit finds the host's scripts compiled (lib/script-cache.ts).
browserIdle(() => keepScriptsCompiled());

/**
 * Everything that needs antd and the design system: loaded lazily, once signed in. Its routes
 * are the areas' own (their navigation documents), each behind the gate the area declares.
 */
export default function SignedInShell({ load }: { load?: LoadScreen }) {
  const loader = useMemo(() => (load ? createAreaLoader(load) : defaultLoader), [load]);
  const { areas } = useNavigation();
  const routes = useMemo(() => areaRoutes(areas).filter((r) => !r.public), [areas]);
  return (
    <AppQueryProvider>
      <AntdStaticStyles>
        <AppThemeProvider>
          <AreaLoaderContext.Provider value={loader}>
            <AppLayout>
              <Routes>
                <Route path={FORBIDDEN_PATH} element={<ForbiddenPage />} />
                {routes.map((r) => (
                  <Route key={r.path} path={r.path} element={guarded(r, <RemoteScreen area={r.area} path={r.path} screenKey={r.screenKey} />)} />
                ))}
                <Route path="*" element={<Navigate to={HOME_PATH} replace />} />
              </Routes>
            </AppLayout>
          </AreaLoaderContext.Provider>
          <Toaster />
        </AppThemeProvider>
      </AntdStaticStyles>
    </AppQueryProvider>
  );
}
