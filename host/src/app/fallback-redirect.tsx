import { NOT_FOUND_PATH } from '@site/contracts/route-match';
import { Navigate, useLocation } from 'react-router-dom';
import { fallbackPath } from '../router/redirect-rule';
import { NotFoundPage } from './not-found-page';

/** "/" and unknown paths: to /dmg when the address contains dmg, else to /home. */
export function FallbackRedirect() {
  const location = useLocation();
  const target = fallbackPath(window.location.href);
  // No remote serves the target either (e.g. none is released yet): say so instead of redirecting in a loop. The
  // not-found page is a remote's (the player's, in the game site's look); without it, it is the host's own message.
  if (location.pathname === target || location.pathname === NOT_FOUND_PATH) return <NotFoundPage />;
  return <Navigate to={{ pathname: target, search: location.search }} replace />;
}
