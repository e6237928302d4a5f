import { AppThemeProvider, Toaster } from '@gestion/ui';
import { AppQueryProvider } from '../../app/query-client';
import { loadedScreen, loadScreen } from '../../lib/federation';
import { createAreaLoader } from './area-loader';
import { AreaLoaderContext, RemoteScreen, ScreenSuspense } from './remote-area';

const loader = createAreaLoader(loadScreen, loadedScreen);

/** A remote's public screen outside the signed-in layout, with the same failure panel and retry. */
export default function PublicRemotePage({ area, path }: { area: string; path: string }) {
  return (
    <AppQueryProvider>
      <AppThemeProvider>
        <AreaLoaderContext.Provider value={loader}>
          <main className="public-remote-page">
            <ScreenSuspense>
              <RemoteScreen area={area} path={path} />
            </ScreenSuspense>
          </main>
        </AreaLoaderContext.Provider>
        <Toaster />
      </AppThemeProvider>
    </AppQueryProvider>
  );
}
