import { AppThemeProvider, Toaster } from '@gestion/ui';
import { useMemo } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { loadArea } from '../../lib/federation';
import { HOME_PATH } from '../auth/login-page';
import { ForbiddenPage } from '../errors/forbidden-page';
import { createAreaLoader, type LoadArea } from '../remotes/area-loader';
import { AREA_MOUNTS, FORBIDDEN_PATH } from '../remotes/areas';
import { AreaLoaderContext, RemoteArea } from '../remotes/remote-area';
import { AppLayout } from './app-layout';

const defaultLoader = createAreaLoader(loadArea);

/** Everything that needs antd and the design system: loaded lazily, once signed in. */
export default function SignedInShell({ load }: { load?: LoadArea }) {
  const loader = useMemo(() => (load ? createAreaLoader(load) : defaultLoader), [load]);
  return (
    <AppThemeProvider>
      <AreaLoaderContext.Provider value={loader}>
        <AppLayout>
          <Routes>
            <Route path={FORBIDDEN_PATH} element={<ForbiddenPage />} />
            {AREA_MOUNTS.map(({ path, remote }) => (
              <Route key={path} path={path} element={<RemoteArea name={remote} />} />
            ))}
            <Route path="*" element={<Navigate to={HOME_PATH} replace />} />
          </Routes>
        </AppLayout>
      </AreaLoaderContext.Provider>
      <Toaster />
    </AppThemeProvider>
  );
}
