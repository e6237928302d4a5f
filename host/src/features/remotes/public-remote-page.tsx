import { AppThemeProvider, Toaster } from '@gestion/ui';
import { loadArea } from '../../lib/federation';
import { createAreaLoader } from './area-loader';
import { AreaLoaderContext, RemoteArea } from './remote-area';

const loader = createAreaLoader(loadArea);

/** A remote's screen outside the signed-in layout, with the same failure panel and retry. */
export default function PublicRemotePage({ module }: { module: string }) {
  return (
    <AppThemeProvider>
      <AreaLoaderContext.Provider value={loader}>
        <main className="public-remote-page">
          <RemoteArea name={module} />
        </main>
      </AreaLoaderContext.Provider>
      <Toaster />
    </AppThemeProvider>
  );
}
