import { Navigate, useParams } from 'react-router-dom';

/** /redirect/<path> re-enters <path>, which reloads its page (used by the tab bar's reload). */
export default function RedirectPage() {
  const target = useParams()['*'] ?? '';
  return <Navigate to={`/${target}`} replace />;
}
