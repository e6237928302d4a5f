import { Component, Fragment, type ErrorInfo, type ReactNode } from 'react';
import '../features/guard/session-overlays.css';

import { ROOT_ERROR_TEXT, ROOT_ERROR_TITLE } from './start-failure';

export { ROOT_ERROR_TEXT, ROOT_ERROR_TITLE };

interface State {
  error: Error | null;
  /** Bumped by 'Reintentar': the children mount anew instead of re-rendering a broken tree. */
  attempt: number;
}

/**
 * The last line of the host: whatever throws while rendering (a guard, the layout, a remote's
 * screen outside its own boundary) shows this Spanish panel instead of a blank page. Plain markup
 * and the overlays' CSS only: it must render when antd or the design system is what failed.
 */
export class RootErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('La aplicación falló al mostrarse', error, info.componentStack);
  }

  private retry = () => this.setState((s) => ({ error: null, attempt: s.attempt + 1 }));

  render() {
    if (!this.state.error) return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
    return (
      <div className="session-overlay" style={{ background: 'transparent', backdropFilter: 'none' }}>
        <div className="session-overlay__box" role="alert" style={{ flexDirection: 'column', alignItems: 'flex-start', maxWidth: 440 }}>
          <strong>{ROOT_ERROR_TITLE}</strong>
          <span>{ROOT_ERROR_TEXT}</span>
          <button type="button" className="root-error__retry" onClick={this.retry}>
            Reintentar
          </button>
        </div>
      </div>
    );
  }
}
