import { useAtomValue } from '@site/shared/core';
import { Suspense, lazy, useState } from 'react';
import { appSettingsAtom } from '../../../state/settings';

// The drawer's code (its number input, switches and colour swatches) is a chunk of its own: most visits never open
// it, so the layout's first load does not carry it.
const SettingsDrawer = lazy(() =>
  import('./settings-drawer').then((module) => ({ default: module.SettingsDrawer })),
);

/** The settings drawer, loaded the first time it opens and kept mounted after, so it can close with its motion. */
export function LazySettingsDrawer() {
  const open = useAtomValue(appSettingsAtom).globalSettings;
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <SettingsDrawer />
    </Suspense>
  );
}
