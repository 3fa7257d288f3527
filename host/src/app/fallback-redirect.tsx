import { Navigate, useLocation } from 'react-router-dom';
import { fallbackRedirectTarget } from '../router/redirect-rule';
import { NotFoundPage } from './not-found-page';

/** "/" and unknown paths: to /dmg when the address contains dmg, else to /home. */
export function FallbackRedirect() {
  const location = useLocation();
  const target = fallbackRedirectTarget(location.pathname, window.location.href);
  // The not-found page is a remote's (the player's, in the game site's look); without it, it is the host's own message.
  if (!target) return <NotFoundPage />;
  return <Navigate to={{ pathname: target, search: location.search }} replace />;
}
