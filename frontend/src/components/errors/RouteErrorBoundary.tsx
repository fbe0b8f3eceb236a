import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouterErrorPage } from './RouterErrorPage';

interface Props {
  children: ReactNode;
}

interface State {
  error: unknown;
}

/** Catches a page that fails to load or render and shows the router error page instead of a blank screen. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Errore nella pagina', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <RouterErrorPage error={this.state.error} /> : this.props.children;
  }
}
