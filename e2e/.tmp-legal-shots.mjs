import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://127.0.0.1:8431';
const out = '/tmp/legal-shots';
const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const external = (ctx) => ctx.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (r) => r.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
// JS measurement, desktop, cold cache
{
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'ja-JP' });
  await external(ctx);
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const reqs = new Map();
  cdp.on('Network.responseReceived', (e) => reqs.set(e.requestId, { url: e.response.url, type: e.type, enc: e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'] }));
  const sizes = new Map();
  cdp.on('Network.loadingFinished', (e) => sizes.set(e.requestId, e.encodedDataLength));
  await page.goto(base + '/user', { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  let js = 0, all = 0;
  const rows = [];
  for (const [id, r] of reqs) {
    const size = sizes.get(id) ?? 0;
    all += size;
    if (r.url.split('?')[0].endsWith('.js') || r.type === 'Script') { js += size; rows.push(`${size}\t${r.enc ?? '-'}\t${r.url.replace(base, '')}`); }
  }
  console.log(rows.join('\n'));
  console.log(`JS encoded bytes: ${js} (${(js / 1024).toFixed(1)} KiB); all: ${all}`);
  console.log('title', await page.title(), 'lang', await page.evaluate(() => document.documentElement.lang));
  await ctx.close();
}
const shots = (process.env.SHOTS ?? '/user,/SpecifiedCommercial').split(',');
for (const path of shots) {
  for (const [name, opts] of [['desktop', { viewport: { width: 1280, height: 800 } }], ['phone', { viewport: { width: 390, height: 844 }, userAgent: PHONE_UA, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }]]) {
    const ctx = await browser.newContext({ ...opts, locale: 'ja-JP' });
    await external(ctx);
    const page = await ctx.newPage();
    await page.goto(base + path);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForTimeout(300);
    const file = `${out}/${path.replace(/\//g, '_')}-${name}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
    console.log('shot', file, page.url());
    await ctx.close();
  }
}
if (process.env.PRINT) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await external(ctx);
  const page = await ctx.newPage();
  await page.goto(base + process.env.PRINT);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: `${out}/print.png`, fullPage: false });
  console.log('print shot');
}
await browser.close();
