import { type RouteHandle, deviceAtom, writeAtom } from '@site/shared/core';
import { useEffect, useRef } from 'react';
import { generatePath, useLocation, useNavigate, useParams } from 'react-router-dom';
import { routeHandleByName } from '../router/route-registry';
import { DESKTOP_BREAKPOINT, deviceRedirectTarget, isPhoneAgent } from './device-rule';

/** Runs the device rule on load, on every route-name change and on every window resize. */
export function useDeviceGuard(handle: RouteHandle | undefined): void {
  const navigate = useNavigate();
  const location = useLocation();
  const params = useParams();
  const latest = useRef({ handle, location, params, navigate });
  latest.current = { handle, location, params, navigate };

  const checkRef = useRef(() => {
    const { handle: current, location: here, params: currentParams, navigate: go } = latest.current;
    const userAgent = navigator.userAgent;
    const width = window.innerWidth;
    writeAtom(deviceAtom, isPhoneAgent(userAgent) && width < DESKTOP_BREAKPOINT ? 'mobile' : 'desktop');
    if (!current) return;
    const target = deviceRedirectTarget({
      userAgent,
      width,
      routeName: current.record.name,
      kind: current.record.kind,
      hasRoute: (name) => routeHandleByName(name) !== undefined,
    });
    const twin = target ? routeHandleByName(target) : undefined;
    if (!twin) return;
    void go(
      { pathname: generatePath(twin.fullPath, currentParams), search: here.search, hash: here.hash },
      { replace: true },
    );
  });

  const routeName = handle?.record.name;
  useEffect(() => {
    checkRef.current();
  }, [routeName]);

  useEffect(() => {
    const onResize = () => checkRef.current();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
}
