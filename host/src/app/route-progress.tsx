import { useNavigation } from 'react-router-dom';

/**
 * The top bar (no spinner) while a route and its remote load. It is the bar the page shows while it boots (styled in
 * index.html), so start-up and navigation look alike and the bar costs no script or stylesheet of its own.
 */
export function RouteProgress({ label }: { label: string }) {
  const busy = useNavigation().state !== 'idle';
  return busy ? <div className="boot-progress" role="progressbar" aria-label={label} /> : null;
}
