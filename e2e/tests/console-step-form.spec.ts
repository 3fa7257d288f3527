import type { Page } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { desktopProfile, expect, test } from './fixtures';

test.use(desktopProfile);

async function openStepForm(page: Page) {
  await page.goto('/form/step');
  await expect(page.getByRole('heading', { level: 2, name: 'Content' })).toBeVisible();
}

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

test.describe('console step form', () => {
  // Four steps, each checked by axe, and the notice read back.
  test.describe.configure({ timeout: 90_000 });

  test('creates an announcement step by step from the keyboard, keeping what was typed when going back', async ({
    signedInPage: page,
    adminApi,
  }) => {
    await openStepForm(page);
    await expect(page).toHaveTitle(/^Step Form \| /);
    await expect(page.getByRole('listitem').and(page.locator('[aria-current="step"]'))).toContainText(
      'Content',
    );
    await expectAccessible(page);

    // Each step checks its own fields; the first wrong one takes the focus.
    await page.getByRole('button', { name: 'Next' }).press('Enter');
    const title = page.getByRole('textbox', { name: 'Title' });
    await expect(page.getByText('Title cannot be empty')).toBeVisible();
    await expect(page.getByText('Body cannot be empty')).toBeVisible();
    await expect(title).toBeFocused();
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);

    const name = `E2E step notice ${Date.now()}`;
    await page.keyboard.type(name);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('combobox', { name: 'Category' })).toBeFocused();
    await page.keyboard.press('ArrowDown'); // Maintenance
    await page.getByRole('textbox', { name: 'Body (Markdown)' }).fill('Servers rest on **Monday**.');
    await title.press('Enter');
    await expect(stepHeading(page, 'Publication')).toBeFocused();

    await page.getByRole('radio', { name: /Schedule/ }).press('Space');
    await page.getByRole('button', { name: 'Next' }).press('Enter');
    await expect(page.getByText('Choose the time of publication')).toBeVisible();
    await expect(page.getByLabel(/Publish at/)).toBeFocused();
    await expectAccessible(page);

    // Back to the first step and forth again: nothing is lost.
    await page.getByRole('button', { name: 'Previous' }).press('Enter');
    await expect(title).toHaveValue(name);
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('maintenance');
    await page.getByRole('button', { name: 'Next' }).press('Enter');
    await expect(page.getByRole('radio', { name: /Schedule/ })).toBeChecked();
    await page.getByRole('radio', { name: /Publish now/ }).press('Space');
    await page.getByRole('button', { name: 'Next' }).press('Enter');

    await expect(stepHeading(page, 'Review')).toBeFocused();
    const review = page.getByTestId('step-review');
    await expect(review).toContainText(name);
    await expect(review).toContainText('Maintenance');
    await expect(review).toContainText('Published as soon as it is created');
    await expect(page.getByTestId('step-review-preview').locator('strong')).toHaveText('Monday');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Create announcement' }).press('Enter');

    await expect(stepHeading(page, 'Announcement created')).toBeFocused();
    const view = page.getByRole('link', { name: 'View announcement' });
    const id = Number(new URL((await view.getAttribute('href'))!, page.url()).searchParams.get('id'));
    expect(id).toBeGreaterThan(0);
    await expectAccessible(page);

    // The notice is the server's now, as the form said.
    const stored = await page.request.get(`/api/admin/notices/${id}`, {
      headers: { authorization: adminApi.authorization },
    });
    expect((await stored.json()).data).toMatchObject({
      title: name,
      category: 'maintenance',
      status: 'published',
    });

    await view.press('Enter');
    await expect(page.getByTestId('profile-title')).toHaveText(name);
  });

  test('a title the server refuses comes back to its field, on its step, with the reason', async ({
    signedInPage: page,
  }) => {
    await openStepForm(page);
    // A line separator passes the form's own checks; the server refuses it in a title (single-line text).
    await page.getByRole('textbox', { name: 'Title' }).fill('Two\u2028lines');
    await page.getByRole('textbox', { name: 'Body (Markdown)' }).fill('Body');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radio', { name: /Save as draft/ }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    const created = page.waitForResponse((response) => response.url().endsWith('/api/notices'));
    await page.getByRole('button', { name: 'Create announcement' }).click();
    expect((await created).status()).toBe(400);

    const title = page.getByRole('textbox', { name: 'Title' });
    await expect(title).toBeFocused();
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Must not contain control characters')).toBeVisible();
    await expect(page.getByText(/body\.title/)).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Body (Markdown)' })).toHaveValue('Body');
    await expectAccessible(page);
  });

  test('speaks Chinese, in the page and in the browser tab', async ({ signedInPage: page }) => {
    await page.addInitScript(() => localStorage.setItem('arco-locale', 'zh-CN'));
    await page.goto('/form/step');
    await expect(page.getByRole('heading', { level: 2, name: '内容' })).toBeVisible();
    await expect(page).toHaveTitle(/^分步表单 \| /);
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByText('标题不能为空')).toBeVisible();
  });
});
