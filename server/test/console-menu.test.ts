import { CONSOLE_MENU, type ConsoleMenuPage, menuPagePath } from '@site/contracts/console-menu';
import { type TestApp, buildTestApp } from './helpers/test-app.js';

// The console's menu is declared once (contracts/src/console-menu.ts) with the roles of each page; the route guards
// are the truth about who may read a page's data. These tests hold the two together: a user is never offered a page
// whose data answers 403, and a page is kept from users only when its data is the admin's.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
}, 60_000);
afterAll(async () => t?.close(), 60_000);

interface AnsweredItem {
  path: string;
  children: AnsweredItem[];
}

const pages = CONSOLE_MENU.flatMap((entry) =>
  entry.kind === 'section' ? entry.pages.map((page) => ({ page, path: menuPagePath(entry, page) })) : [],
);

/** The page paths of a menu answer (child paths are relative to their group). */
function offeredPaths(items: AnsweredItem[]): string[] {
  return items.flatMap((item) => item.children.map((child) => `${item.path}/${child.path}`));
}

async function menuOf(authorization: string): Promise<string[]> {
  const { body } = await t.call({ method: 'POST', url: '/api/user/menu', headers: { authorization } });
  return offeredPaths(body.data);
}

/** A page's reads as a session calls them, path parameters filled with values that pass validation. */
async function readStatuses(page: ConsoleMenuPage, authorization: string): Promise<Record<string, number>> {
  const statuses: Record<string, number> = {};
  for (const read of page.reads) {
    const [method, path] = read.split(' ') as ['GET' | 'POST', string];
    const url = path.replace(':id', '1').replace(':name', 'console');
    statuses[read] = (await t.call({ method, url, headers: { authorization } })).status;
  }
  return statuses;
}

describe('the console menu and the route guards', () => {
  it('offers a user only pages whose every read the user may make', async () => {
    const { authorization } = await t.login('user', 'user');
    const offered = await menuOf(authorization);
    expect(offered).toContain('/dashboard/workplace');
    for (const { page, path } of pages.filter((entry) => offered.includes(entry.path))) {
      const statuses = await readStatuses(page, authorization);
      expect({ path, statuses }).toEqual({
        path,
        statuses: Object.fromEntries(page.reads.map((read) => [read, 200])),
      });
    }
  });

  it('keeps a page from users only when the server refuses them some of its data', async () => {
    const { authorization } = await t.login('user', 'user');
    const offered = await menuOf(authorization);
    const kept = pages.filter((entry) => !offered.includes(entry.path));
    expect(kept.map((entry) => entry.path)).toEqual(
      expect.arrayContaining(['/list/search-table', '/form/group', '/dashboard/monitor']),
    );
    for (const { page, path } of kept.filter((entry) => entry.page.reads.length > 0)) {
      const statuses = Object.values(await readStatuses(page, authorization));
      expect({ path, refused: statuses.includes(403) }).toEqual({ path, refused: true });
    }
  });

  it('offers an admin every page of the menu', async () => {
    const { authorization } = await t.login('admin', 'admin');
    expect((await menuOf(authorization)).sort()).toEqual(pages.map((entry) => entry.path).sort());
  });
});
