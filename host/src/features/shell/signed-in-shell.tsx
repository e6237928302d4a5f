import { StyleProvider } from '@ant-design/cssinjs';
import { HOME_PATH } from '@gestion/session';
import { AppThemeProvider, guarded, Toaster, warmSpanishFormats } from '@gestion/ui';
import { useEffect, useMemo } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { browserIdle } from '../preload/when-idle';
import { loadedScreen, loadScreen } from '../../lib/federation';
import { keepScriptsCompiled } from '../../lib/script-cache';
import { ForbiddenPage } from '../errors/forbidden-page';
import { useNavigation } from '../navigation/navigation-store';
import { areaRoutes, FORBIDDEN_PATH } from '../navigation/routes';
import { createAreaLoader, type LoadScreen } from '../remotes/area-loader';
import { AreaLoaderContext, RemoteScreen, ScreenSuspense } from '../remotes/remote-area';
import { AppQueryProvider } from '../../app/query-client';
import { AppLayout } from './app-layout';
import { restoreStyles, saveStyles, shellStyleCache } from './antd-style-store';

const defaultLoader = createAreaLoader(loadScreen, loadedScreen);

// Before the shell's first render (this chunk is evaluated before it): the styles of the last
// visit are in the document when antd registers its first one, and are taken instead of generated.
restoreStyles();
// This chunk is evaluated on the login page while the person types, and on a signed-in start:
// either way the next visit finds the host's scripts compiled (lib/script-cache.ts).
browserIdle(() => keepScriptsCompiled());
// ICU's Spanish data (16-48 ms the first time), for the screens' counts and summaries: in an idle
// moment, not in this chunk's evaluation, which a signed-in start waits for (number-format.ts).
browserIdle(() => warmSpanishFormats());

/**
 * Keeps the styles drawn so far for the next visit: in an idle period after each change of
 * screen (a remote's screen and its styles arrive a little later), and when the page is left.
 */
function useStyleKeeping() {
  const { pathname } = useLocation();
  useEffect(() => {
    let cancel = () => {};
    const timer = setTimeout(() => (cancel = browserIdle(() => saveStyles())), 1000);
    return () => {
      clearTimeout(timer);
      cancel();
    };
  }, [pathname]);
  useEffect(() => {
    const save = () => saveStyles();
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, []);
}

/**
 * Everything that needs antd and the design system: loaded lazily, once signed in. Its routes
 * are the areas' own (their navigation documents), each behind the gate the area declares.
 */
export default function SignedInShell({ load }: { load?: LoadScreen }) {
  const loader = useMemo(() => (load ? createAreaLoader(load) : defaultLoader), [load]);
  const { areas } = useNavigation();
  const routes = useMemo(() => areaRoutes(areas).filter((r) => !r.public), [areas]);
  useStyleKeeping();
  return (
    <AppQueryProvider>
      <StyleProvider cache={shellStyleCache}>
        <AppThemeProvider>
          <AreaLoaderContext.Provider value={loader}>
            <AppLayout>
              <ScreenSuspense>
                <Routes>
                  <Route path={FORBIDDEN_PATH} element={<ForbiddenPage />} />
                  {routes.map((r) => (
                    <Route key={r.path} path={r.path} element={guarded(r, <RemoteScreen area={r.area} path={r.path} screenKey={r.screenKey} />)} />
                  ))}
                  <Route path="*" element={<Navigate to={HOME_PATH} replace />} />
                </Routes>
              </ScreenSuspense>
            </AppLayout>
          </AreaLoaderContext.Provider>
          <Toaster />
        </AppThemeProvider>
      </StyleProvider>
    </AppQueryProvider>
  );
}
