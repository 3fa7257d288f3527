import { type RouteHandle, deviceAtom, writeAtom } from '@site/shared/core';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { deviceTwinPath } from '../router/device-redirect';
import { isPhoneView } from '@site/contracts/device';
import { windowWidth } from './device-rule';

/** Runs the device rule on load, on every route-name change and on every window resize (see device-redirect.ts). */
export function useDeviceGuard(handle: RouteHandle | undefined): void {
  const navigate = useNavigate();
  const location = useLocation();
  const params = useParams();
  const latest = useRef({ handle, location, params, navigate });
  latest.current = { handle, location, params, navigate };

  const checkRef = useRef(() => {
    const { handle: current, location: here, params: currentParams, navigate: go } = latest.current;
    const phone = isPhoneView(navigator.userAgent, windowWidth());
    writeAtom(deviceAtom, phone ? 'mobile' : 'desktop');
    const twin = current && deviceTwinPath(current, currentParams);
    if (!twin) return;
    void go({ pathname: twin, search: here.search, hash: here.hash }, { replace: true });
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
