import { StateProvider } from '@site/shared/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { UserInfo } from '@site/contracts/api/user';
import { userInfoQueryOptions } from '../api/get-user-info';
import { PERMISSION_ERROR, Permission, hasPermission, usePermission } from './permission';

// The role is the signed-in user's, as POST /api/user/info answered it: the query cache holds it.
let queryClient: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <StateProvider>
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  </StateProvider>
);

/** The session now acts in `role`; the query cache tells its observers in a task of its own. */
async function actAs(role: UserInfo['role']): Promise<void> {
  await act(async () => {
    queryClient.setQueryData(userInfoQueryOptions().queryKey, { name: 'Haruka', role } as UserInfo);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('hasPermission', () => {
  it('allows a role in the list and refuses one outside it', () => {
    expect(hasPermission(['admin'], 'admin')).toBe(true);
    expect(hasPermission(['admin'], 'user')).toBe(false);
    expect(hasPermission(['admin', 'user'], 'user')).toBe(true);
  });

  it('allows everyone with an empty list or "*"', () => {
    expect(hasPermission([], 'user')).toBe(true);
    expect(hasPermission([], '')).toBe(true);
    expect(hasPermission(['*'], 'user')).toBe(true);
  });

  it('refuses a missing role when the list is not empty', () => {
    expect(hasPermission(['admin'], '')).toBe(false);
  });

  it('throws the "need roles" message for anything but an array', () => {
    expect(() => hasPermission('admin', 'admin')).toThrow(PERMISSION_ERROR);
    expect(() => hasPermission(undefined, 'admin')).toThrow("need roles! Like roles={['admin','user']}");
  });
});

describe('<Permission> and usePermission', () => {
  beforeEach(async () => {
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await actAs('admin');
  });
  afterEach(() => queryClient.clear());

  it('removes its children unless the role is allowed, and re-checks when the role changes', async () => {
    render(
      <Permission roles={['admin']}>
        <button type="button">Delete everything</button>
      </Permission>,
      { wrapper },
    );
    expect(screen.getByRole('button', { name: 'Delete everything' })).toBeInTheDocument();
    await actAs('user');
    expect(screen.queryByRole('button', { name: 'Delete everything' })).not.toBeInTheDocument();
    await actAs('admin');
    expect(screen.getByRole('button', { name: 'Delete everything' })).toBeInTheDocument();
  });

  it('shows content to everyone with an empty list', async () => {
    await actAs('user');
    render(
      <Permission roles={[]}>
        <p>For all</p>
      </Permission>,
      { wrapper },
    );
    expect(screen.getByText('For all')).toBeInTheDocument();
  });

  it('renders a fallback in place of refused content', async () => {
    await actAs('user');
    render(
      <Permission roles={['admin']} fallback={<p>No access</p>}>
        <p>Secret</p>
      </Permission>,
      { wrapper },
    );
    expect(screen.getByText('No access')).toBeInTheDocument();
    expect(screen.queryByText('Secret')).not.toBeInTheDocument();
  });

  it('the hook follows the role', async () => {
    const { result } = renderHook(() => usePermission(['user']), { wrapper });
    expect(result.current).toBe(false);
    await actAs('user');
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('the hook throws for a non-array', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => usePermission('admin' as unknown as string[]), { wrapper })).toThrow(
      PERMISSION_ERROR,
    );
    jest.restoreAllMocks();
  });
});
