import { retryableOnce } from './retryable-once';

describe('retryableOnce', () => {
  it('loads once and keeps the value', async () => {
    const load = jest.fn().mockResolvedValue('page');
    const page = retryableOnce(load);
    expect(page.value()).toBeUndefined();
    await expect(Promise.all([page.load(), page.load()])).resolves.toEqual(['page', 'page']);
    await page.load();
    expect(load).toHaveBeenCalledTimes(1);
    expect(page.value()).toBe('page');
  });

  it('forgets a failure, so the next call loads again', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('page');
    const page = retryableOnce(load);
    await expect(page.load()).rejects.toThrow('offline');
    expect(page.value()).toBeUndefined();
    await expect(page.load()).resolves.toBe('page');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
