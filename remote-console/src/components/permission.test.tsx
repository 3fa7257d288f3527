import { appStore } from '@site/shared';
import { act, render, renderHook, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { roleAtom } from '../state/user';
import { PERMISSION_ERROR, Permission, hasPermission, usePermission } from './permission';

const wrapper = ({ children }: { children: ReactNode }) => <Provider store={appStore}>{children}</Provider>;

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
  beforeEach(() => act(() => appStore.set(roleAtom, 'admin')));
  afterAll(() => act(() => appStore.set(roleAtom, '')));

  it('removes its children unless the role is allowed, and re-checks when the role changes', () => {
    render(
      <Permission roles={['admin']}>
        <button type="button">Delete everything</button>
      </Permission>,
      { wrapper },
    );
    expect(screen.getByRole('button', { name: 'Delete everything' })).toBeInTheDocument();
    act(() => appStore.set(roleAtom, 'user'));
    expect(screen.queryByRole('button', { name: 'Delete everything' })).not.toBeInTheDocument();
    act(() => appStore.set(roleAtom, 'admin'));
    expect(screen.getByRole('button', { name: 'Delete everything' })).toBeInTheDocument();
  });

  it('shows content to everyone with an empty list', () => {
    act(() => appStore.set(roleAtom, 'user'));
    render(
      <Permission roles={[]}>
        <p>For all</p>
      </Permission>,
      { wrapper },
    );
    expect(screen.getByText('For all')).toBeInTheDocument();
  });

  it('renders a fallback in place of refused content', () => {
    act(() => appStore.set(roleAtom, 'user'));
    render(
      <Permission roles={['admin']} fallback={<p>No access</p>}>
        <p>Secret</p>
      </Permission>,
      { wrapper },
    );
    expect(screen.getByText('No access')).toBeInTheDocument();
    expect(screen.queryByText('Secret')).not.toBeInTheDocument();
  });

  it('the hook follows the role', () => {
    const { result } = renderHook(() => usePermission(['user']), { wrapper });
    expect(result.current).toBe(false);
    act(() => appStore.set(roleAtom, 'user'));
    expect(result.current).toBe(true);
  });

  it('the hook throws for a non-array', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => usePermission('admin' as unknown as string[]), { wrapper })).toThrow(
      PERMISSION_ERROR,
    );
    jest.restoreAllMocks();
  });
});
