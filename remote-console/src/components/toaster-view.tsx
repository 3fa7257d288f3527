import { Portal } from '@chakra-ui/react/portal';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Toast, Toaster, createToaster } from '@chakra-ui/react/toast';
import { UiProvider } from '@site/shared/ui';
import { createRoot } from 'react-dom/client';

export type ToastType = 'success' | 'error' | 'info' | 'warning' | 'loading';

/** The console's one toaster; its view lives in its own root, so toasts survive page and layout changes. */
export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 4 });

function ToasterView() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid="toast">
            {toast.type === 'loading' ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable !== false && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}

let mounted = false;

function mountToaster(): void {
  if (mounted) return;
  mounted = true;
  const container = document.createElement('div');
  container.id = 'console-toaster';
  document.body.appendChild(container);
  createRoot(container).render(
    <UiProvider>
      <ToasterView />
    </UiProvider>,
  );
}

export function showToast(type: ToastType, title: string, id?: string): void {
  mountToaster();
  const options = {
    title,
    type,
    closable: type !== 'loading',
    duration: type === 'loading' ? Infinity : 3000,
    ...(id ? { id } : {}),
  };
  if (id && toaster.isVisible(id)) toaster.update(id, options);
  else toaster.create(options);
}
