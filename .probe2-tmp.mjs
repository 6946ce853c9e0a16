import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
page.on('console', (m) => { if (m.type() === 'error') console.log('console', m.text().slice(0, 200)); });
page.on('pageerror', (e) => console.log('pageerror', e.message));
const base = process.argv[2];
for (const p of ['/', '/pricing', '/login']) {
  await page.goto(base + p); await page.waitForTimeout(4000);
  await page.screenshot({ path: `/tmp/shots-E/mock${p.replace(/\//g, '_')}.png` });
  console.log(p, (await page.locator('h1').allTextContents()).join('|'));
}
// sign in against Prism (any credentials: the example answers)
await page.getByLabel('Username').fill('maya'); await page.getByLabel('Password').fill('correct-horse');
await page.getByRole('button', { name: 'Sign In' }).click(); await page.waitForTimeout(5000);
console.log(page.url(), (await page.locator('h1').allTextContents()).join('|'));
await page.screenshot({ path: `/tmp/shots-E/mock_app.png` });
await browser.close();
