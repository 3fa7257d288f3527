import { Navigate, useLocation } from 'react-router-dom';
import { fallbackPath } from '../router/redirect-rule';
import { NotFoundPage } from './not-found-page';

/** "/" and unknown paths: to /dmg when the address contains dmg, else to /home. */
export function FallbackRedirect() {
  const location = useLocation();
  const target = fallbackPath(window.location.href);
  // No remote serves the target either (e.g. none is released yet): say so instead of redirecting in a loop.
  if (location.pathname === target) return <NotFoundPage />;
  return <Navigate to={{ pathname: target, search: location.search }} replace />;
}
