import { Button, Result, Spin } from 'antd';
import { Component, createContext, Suspense, useContext, useState, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { AreaLoader } from './area-loader';
import { isSharedVersionMismatch, type SharedVersionMismatch } from './shared-version-check';

export const REMOTE_ERROR_TITLE = 'No se pudo cargar esta sección';
export const REMOTE_ERROR_TEXT =
  'El módulo no respondió o tuvo un error. El resto de la aplicación sigue disponible; inténtalo de nuevo en unos segundos.';

export const VERSION_ERROR_TITLE = 'Esta sección no es compatible con la versión cargada de la aplicación';

/** The facts of a shared-version mismatch, in words an area team and a user can both act on. */
export function versionErrorText({ app, pkg, required, held }: SharedVersionMismatch): string {
  return `El módulo «${app}» necesita ${pkg} ${required} y la página tiene ${held}. El resto de la aplicación sigue disponible; al recargar la página se carga la versión publicada más reciente.`;
}

export const AreaLoaderContext = createContext<AreaLoader | null>(null);

interface BoundaryProps {
  onRetry(): void;
  children: ReactNode;
  /** Changing it (navigation) clears a render error, so another route of the area gets a chance. */
  resetKey: string;
}

interface BoundaryState {
  error: Error | null;
  resetKey: string;
}

class RemoteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Remote area failed', error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    // Retrying cannot help: the page keeps the copy it loaded first until it is reloaded.
    if (isSharedVersionMismatch(error)) {
      return (
        <Result
          status="warning"
          title={VERSION_ERROR_TITLE}
          subTitle={versionErrorText(error)}
          extra={
            <Button type="primary" onClick={() => window.location.reload()}>
              Recargar la página
            </Button>
          }
        />
      );
    }
    return (
      <Result
        status="warning"
        title={REMOTE_ERROR_TITLE}
        subTitle={REMOTE_ERROR_TEXT}
        extra={
          <Button type="primary" onClick={this.props.onRetry}>
            Reintentar
          </Button>
        }
      />
    );
  }
}

/** The spinner of the screens below it while a screen's code loads on a first render or a retry. */
export function ScreenSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<AreaSpinner />}>{children}</Suspense>;
}

export function AreaSpinner() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
      <Spin size="large" />
    </div>
  );
}

/**
 * The screen of one route of a remote; a remote that is down or throws shows a panel with
 * 'Reintentar', and the rest of the app keeps working. Its spinner is the caller's Suspense
 * (ScreenSuspense), one that stays mounted from screen to screen: a navigation is a transition
 * (the router's), so React keeps the screen left on view until the next one's code is there,
 * instead of a spinner. A spinner of its own, new on each screen, was drawn for the few ms the
 * code took, and React 19 then held the next screen back until 300 ms after that spinner appeared
 * (the query of a list started 0.3 s after the click on the branch office's line, `pnpm bench --line`).
 */
export function RemoteScreen({ area, path, screenKey }: { area: string; path: string; screenKey?: string | undefined }) {
  const loader = useContext(AreaLoaderContext);
  if (!loader) throw new Error('RemoteScreen needs an AreaLoaderContext');
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const Screen = loader.get(area, path, screenKey);

  const retry = () => {
    loader.invalidate(area);
    setAttempt((n) => n + 1);
  };

  return (
    <RemoteErrorBoundary key={attempt} onRetry={retry} resetKey={pathname}>
      {/* a new screen per path (AreaResource.screenKey: one for the paths that share it) */}
      <Screen key={screenKey ?? pathname} />
    </RemoteErrorBoundary>
  );
}
