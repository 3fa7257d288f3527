import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { useEffect } from 'react';
import { useNavigation } from 'react-router-dom';

NProgress.configure({ showSpinner: false, trickleSpeed: 150 });

/** A top progress bar (no spinner) while a route and its remote load. */
export function useRouteProgress(): void {
  const busy = useNavigation().state !== 'idle';
  useEffect(() => {
    if (busy) NProgress.start();
    else NProgress.done();
  }, [busy]);
}
