import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 500, height: 700 } });
page.on('pageerror', (e) => console.log('pageerror', e.message));
for (const id of process.argv.slice(2)) {
  await page.goto(`http://127.0.0.1:6391/iframe.html?id=${id}&viewMode=story`);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/shots-E/sb-${id}.png` });
  console.log(id);
}
await browser.close();
