import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * A page that throws while loading (its chunk could not be fetched) or rendering shows this instead
 * of taking the whole app down; the shell around it keeps working. Keyed by the address, so moving
 * to another page starts afresh.
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // for whoever opens the developer tools; the user sees the message below
    console.warn('[page] failed to load:', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="page-error" role="alert" data-testid="page-error">
        <h1>Something went wrong loading this page.</h1>
        <p className="muted">Check your connection, then try again.</p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </div>
    );
  }
}
