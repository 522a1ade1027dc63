import { chromium } from 'playwright-core';
const url = process.argv[2] ?? 'http://127.0.0.1:3999/cs/category/lamps?page=1&loadedPages=3';
const width = Number(process.argv[3] ?? 1280);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
async function heights(js, blockChunks) {
  const context = await browser.newContext({ javaScriptEnabled: js, viewport: { width, height: 900 } });
  if (blockChunks) await context.route(/\.js(\?|$)/, (route) => /storefront-elements\.js|settled\.js/.test(route.request().url()) ? route.continue() : route.abort());
  await context.addCookies([{ name: 'cookieConsent', value: 'all', url }]);
  const page = await context.newPage();
  await page.goto(url);
  if (js) {
    for (let y = 0; y < 8000; y += 400) { await page.evaluate((y) => scrollTo(0, y), y); await page.waitForTimeout(150); }
    await page.evaluate(() => scrollTo(0, 0)); await page.waitForTimeout(1000);
  }
  const result = await page.evaluate(() => {
    const out = {};
    for (const el of document.querySelectorAll('[id]')) {
      if (!(el.localName.includes('-') || el.hasAttribute('data-component'))) continue;
      const r = el.getBoundingClientRect(); out[el.id] = [Math.round(r.top + scrollY), Math.round(r.height)];
    }
    const first = document.querySelector('#productList .product-card'); out.__firstCard = [Math.round(first.getBoundingClientRect().top + scrollY), 0];
    return out;
  });
  await context.close();
  return result;
}
const a = await heights(true, true), b = await heights(true, false);
for (const id of new Set([...Object.keys(a), ...Object.keys(b)])) {
  const x = a[id], y = b[id];
  if (!x || !y || x[0] !== y[0] || x[1] !== y[1]) console.log(id, 'server', x, 'upgraded', y);
}
await browser.close();
