import type { NoticeCategory } from '@site/contracts/api/notice-fields';
import type { PublicNoticePage } from '@site/contracts/api/notices';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { archiveNoticesParams, noticesQueryOptions } from '../api/get-notices';
import { archivePlace } from '../lib/notice-archive';
import { SiteContext, type SiteContextValue } from '../../../lib/site-context';
import { NoticeArchive } from './notice-archive';

function items(count: number, category: NoticeCategory = 'event'): PublicNoticePage['items'] {
  return Array.from({ length: count }, (_, index) => ({
    id: 100 + index,
    title: `お知らせ ${index + 1}`,
    category,
    publishAt: '2026-04-01T00:00:00.000Z',
    updatedAt: '2026-04-01T00:00:00.000Z',
  }));
}

/** The list at an address, with the answer the API gave for it already in the cache (as a first view has it). */
function renderAt(
  address: string,
  answer: Omit<PublicNoticePage, 'page' | 'pageSize'>,
  site?: SiteContextValue,
) {
  const client = new QueryClient();
  const params = archiveNoticesParams(archivePlace(new URL(address, 'http://x').searchParams));
  client.setQueryData(noticesQueryOptions(params).queryKey, { ...answer, page: params.page, pageSize: 10 });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[address]}>
        <SiteContext.Provider value={site ?? { area: 'home', layout: 'pc' }}>
          <NoticeArchive />
        </SiteContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('NoticeArchive', () => {
  it('shows a page of one category, marks where it is, and pages within that category', () => {
    renderAt('/home/notice?category=event&page=2', { items: items(10), total: 35 });

    expect(screen.getByRole('heading', { level: 1, name: 'お知らせ一覧' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('全35件中 11〜20件を表示');
    const filter = screen.getByRole('navigation', { name: 'カテゴリで絞り込む' });
    expect(within(filter).getByRole('link', { name: 'イベント' })).toHaveAttribute('aria-current', 'page');
    expect(within(filter).getByRole('link', { name: 'すべて' })).toHaveAttribute('href', '/home/notice');
    expect(within(filter).getByRole('link', { name: 'メンテナンス' })).toHaveAttribute(
      'href',
      '/home/notice?category=maintenance',
    );

    const pager = screen.getByRole('navigation', { name: 'お知らせ一覧のページ' });
    expect(within(pager).getByRole('link', { name: '2ページ目' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('link', { name: '1ページ目' })).not.toHaveAttribute('aria-current');
    expect(within(pager).getByRole('link', { name: /前のページ/ })).toHaveAttribute(
      'href',
      '/home/notice?category=event',
    );
    expect(within(pager).getByRole('link', { name: /次のページ/ })).toHaveAttribute(
      'href',
      '/home/notice?category=event&page=3',
    );
    expect(
      within(pager)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['‹前のページ', '1', '2', '3', '4', '次のページ›']);
    expect(screen.getByRole('link', { name: /お知らせ 1$/ })).toHaveAttribute('href', '/home/notice/100');
  });

  it('leads from a page past the end to the last page', () => {
    renderAt('/home/notice?page=9', { items: [], total: 12 });
    expect(screen.getByText('このページにはお知らせがありません')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '最後のページ（2ページ目）へ' })).toHaveAttribute(
      'href',
      '/home/notice?page=2',
    );
    const pager = screen.getByRole('navigation', { name: 'お知らせ一覧のページ' });
    expect(within(pager).getByRole('link', { name: /前のページ/ })).toHaveAttribute(
      'href',
      '/home/notice?page=2',
    );
    expect(within(pager).queryByRole('link', { name: /次のページ/ })).toBeNull();
  });

  it('says when a category has no notice, and offers every category', () => {
    renderAt('/dmg/m/notice?category=update', { items: [], total: 0 }, { area: 'dmg', layout: 'mobile' });
    expect(screen.getByText('「アップデート」のお知らせは現在ありません。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'すべてのお知らせを見る' })).toHaveAttribute(
      'href',
      '/dmg/m/notice',
    );
    // One page, and nothing to page through.
    expect(screen.queryByRole('navigation', { name: 'お知らせ一覧のページ' })).toBeNull();
  });

  it('reads an address it cannot place as the first page of every category', () => {
    renderAt('/home/notice?category=secret&page=-1', { items: items(3, 'news'), total: 3 });
    const filter = screen.getByRole('navigation', { name: 'カテゴリで絞り込む' });
    expect(within(filter).getByRole('link', { name: 'すべて' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('status')).toHaveTextContent('全3件中 1〜3件を表示');
  });
});
