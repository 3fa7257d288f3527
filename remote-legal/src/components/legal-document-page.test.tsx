import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { LegalDocument } from '../markdown/render-legal-markdown';
import { LegalDocumentPage } from './legal-document-page';

// The build renders the Markdown; here a small document of the same shape stands in for content/*.md.
const userJa: LegalDocument = {
  html:
    '<p>前文</p>\n<h2 id="article-1">第1条（目的）</h2>\n' +
    '<p><a data-internal="" href="/privacy#article-2">プライバシーポリシー</a></p>\n',
  headings: [{ id: 'article-1', text: '第1条（目的）', depth: 2 }],
  attributes: { title: '利用規約', lang: 'ja', enacted: '2026-04-01', updated: '2026-10-15' },
};

const userEn: LegalDocument = {
  html: '<h2 id="article-1">Article 1 (Purpose)</h2>\n',
  headings: [{ id: 'article-1', text: 'Article 1 (Purpose)', depth: 2 }],
  attributes: { title: 'Terms of Use', lang: 'en', enacted: '2026-04-01', updated: '2026-10-15' },
};

beforeAll(() => {
  window.matchMedia = ((query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  window.scrollTo = () => undefined;
});

function renderAt(path: string, docId: string, document: LegalDocument) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={<LegalDocumentPage docId={docId} document={document} />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('LegalDocumentPage', () => {
  it('shows one h1, the dates, landmarks and the language of the document', () => {
    const { container } = renderAt('/user', 'user', userJa);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('利用規約');
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('lang', 'ja');
    expect(within(main).getByRole('article')).toHaveAttribute('lang', 'ja');
    expect(main).toHaveTextContent('制定日');
    expect(main).toHaveTextContent('2026年4月1日');
    expect(main).toHaveTextContent('最終改定日');
    expect(container.querySelector('time[datetime="2026-10-15"]')).toHaveTextContent('2026年10月15日');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '本文へスキップ' })).toHaveAttribute('href', '#legal-main');
  });

  it('links the table of contents to the heading anchors', () => {
    renderAt('/user', 'user', userJa);
    const toc = screen.getByRole('navigation', { name: '目次' });
    expect(within(toc).getByRole('link', { name: '第1条（目的）' })).toHaveAttribute('href', '#article-1');
    expect(document.getElementById('article-1')).toHaveTextContent('第1条（目的）');
  });

  it('switches languages with hreflang and lang, marking the current version', () => {
    renderAt('/user_en', 'user_en', userEn);
    const switcher = screen.getByRole('navigation', { name: 'Language' });
    const links = within(switcher).getAllByRole('link');
    expect(
      links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('hreflang')]),
    ).toEqual([
      ['日本語', '/user', 'ja'],
      ['English', '/user_en', 'en'],
      ['繁體中文', '/user_cht', 'zh-Hant'],
    ]);
    expect(within(switcher).getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'page');
    expect(within(switcher).getByRole('link', { name: '日本語' })).toHaveAttribute('lang', 'ja');
    expect(screen.getByText('Enacted')).toBeInTheDocument();
    expect(screen.getByText('April 1, 2026')).toBeInTheDocument();
  });

  it('keeps footer and in-text links under /dmg/m on the phone variant', () => {
    renderAt('/dmg/m/user', 'user', userJa);
    const footer = screen.getByRole('navigation', { name: '規約・各種表記' });
    expect(within(footer).getByRole('link', { name: 'プライバシーポリシー' })).toHaveAttribute(
      'href',
      '/dmg/m/privacy',
    );
    expect(within(footer).getByRole('link', { name: '利用規約' })).toHaveAttribute('aria-current', 'page');
    const article = screen.getByRole('article');
    expect(within(article).getByRole('link', { name: 'プライバシーポリシー' })).toHaveAttribute(
      'href',
      '/dmg/m/privacy#article-2',
    );
  });

  it('points English footer links at Japanese-only documents with hreflang="ja"', () => {
    renderAt('/user_en', 'user_en', userEn);
    const footer = screen.getByRole('navigation', { name: 'Legal documents' });
    const guidelines = within(footer).getByRole('link', {
      name: 'Derivative Works Guidelines (in Japanese)',
    });
    expect(guidelines).toHaveAttribute('href', '/guidelines');
    expect(guidelines).toHaveAttribute('hreflang', 'ja');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy_en',
    );
  });

  it("leads the game's name in the header to the landing page of the page's area", () => {
    const cases: [string, string, LegalDocument, RegExp, string][] = [
      ['/user', 'user', userJa, /^星詠みのアストレア トップページ$/, '/home'],
      ['/dmg/user', 'user', userJa, /^星詠みのアストレア トップページ$/, '/dmg'],
      ['/dmg/m/user', 'user', userJa, /^星詠みのアストレア トップページ$/, '/dmg/m'],
      ['/dmg/user_en', 'user_en', userEn, /^Astrea: Chronicle of the Starlit Sky home page$/, '/dmg'],
    ];
    for (const [path, docId, document, name, home] of cases) {
      const { unmount } = renderAt(path, docId, document);
      const banner = screen.getByRole('banner');
      expect(within(banner).getByRole('link', { name })).toHaveAttribute('href', home);
      unmount();
    }
  });

  it('keeps the language switch and the footer under /dmg on a /dmg page', () => {
    renderAt('/dmg/user_en', 'user_en', userEn);
    const switcher = screen.getByRole('navigation', { name: 'Language' });
    expect(
      within(switcher)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/dmg/user', '/dmg/user_en', '/dmg/user_cht']);
    const footer = screen.getByRole('navigation', { name: 'Legal documents' });
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/dmg/privacy_en',
    );
    expect(
      within(footer).getByRole('link', { name: 'Derivative Works Guidelines (in Japanese)' }),
    ).toHaveAttribute('href', '/dmg/guidelines');
  });
});
