import { setSiteConfig } from '@site/shared/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SiteContext } from '../../../lib/site-context';
import { PlayContent } from './play-content';

function renderPlay(layout: 'pc' | 'mobile') {
  setSiteConfig({ gameOpen: true, gameUrl: 'https://play.example/astrea/' });
  render(
    <MemoryRouter initialEntries={['/home/play']}>
      <SiteContext.Provider value={{ area: 'home', layout }}>
        <PlayContent />
      </SiteContext.Provider>
    </MemoryRouter>,
  );
}

describe.each(['pc', 'mobile'] as const)('the play page (%s)', (layout) => {
  it('points to the start button by its label, on the side where it is', () => {
    renderPlay(layout);
    const pointers = screen.getAllByText(/(上|下)の「[^」]+」ボタン/);
    expect(pointers.length).toBeGreaterThan(0);
    for (const pointer of pointers) {
      const [, side, label] = /(上|下)の「([^」]+)」ボタン/.exec(pointer.textContent ?? '')!;
      const button = screen.getByRole('link', { name: new RegExp(`^${label}`) });
      const position = pointer.compareDocumentPosition(button);
      expect(position & Node.DOCUMENT_POSITION_PRECEDING ? '上' : '下').toBe(side);
    }
  });
});
