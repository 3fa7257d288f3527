import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { FallbackRedirect } from './fallback-redirect';

function Address() {
  const { pathname, search } = useLocation();
  return <p aria-label="address">{`${pathname}${search}`}</p>;
}

/** The host's own routes without any remote's: nothing but the fallback answers. */
function renderAt(address: string) {
  render(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route path="*" element={<FallbackRedirect />} />
      </Routes>
      <Address />
    </MemoryRouter>,
  );
}

describe('FallbackRedirect', () => {
  it('sends an unknown address on to the top page, keeping the query', () => {
    renderAt('/no/such/page?ref=1');
    expect(screen.getByLabelText('address')).toHaveTextContent('/home?ref=1');
  });

  it('shows its own not-found message at /404 when no remote serves the not-found page', () => {
    renderAt('/404');
    expect(screen.getByRole('heading', { level: 1, name: 'ページが見つかりません' })).toBeInTheDocument();
    expect(screen.getByLabelText('address')).toHaveTextContent(/^\/404$/);
  });
});
