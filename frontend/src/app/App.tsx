import { BrowserRouter } from 'react-router-dom';
import { RouteErrorBoundary } from '../components/errors/RouteErrorBoundary';
import { AppRoutes } from './router';

export function App() {
  return (
    <BrowserRouter>
      <RouteErrorBoundary>
        <AppRoutes />
      </RouteErrorBoundary>
    </BrowserRouter>
  );
}
