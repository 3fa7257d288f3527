import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SiteContext } from '../../lib/site-context';
import { PcHeader } from './pc-header';

function renderHeader() {
  render(
    <MemoryRouter initialEntries={['/dmg/questionnaire-report']}>
      <SiteContext.Provider value={{ area: 'dmg', layout: 'pc' }}>
        <PcHeader />
      </SiteContext.Provider>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe('PcHeader', () => {
  it("names its links' menu and tells whether the menu is open", async () => {
    const user = renderHeader();
    const nav = screen.getByRole('navigation', { name: 'サイト内メニュー' });
    const button = screen.getByRole('button', { name: 'メニューを開く' });
    expect(button).toHaveAttribute('aria-controls', nav.id);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(nav).toHaveAttribute('data-open', 'false');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName('メニューを閉じる');
    expect(nav).toHaveAttribute('data-open', 'true');
  });

  it('closes on Escape and gives the focus back to its button', async () => {
    const user = renderHeader();
    await user.click(screen.getByRole('button', { name: 'メニューを開く' }));
    await user.keyboard('{Escape}');
    const button = screen.getByRole('button', { name: 'メニューを開く' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes when one of its links is followed', async () => {
    const user = renderHeader();
    await user.click(screen.getByRole('button', { name: 'メニューを開く' }));
    await user.click(screen.getByRole('link', { name: 'データ連携' }));
    expect(screen.getByRole('button', { name: 'メニューを開く' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('navigation', { name: 'サイト内メニュー' })).toHaveAttribute(
      'data-open',
      'false',
    );
  });
});
