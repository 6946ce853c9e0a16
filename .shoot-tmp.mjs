// usage: node shoot.mjs <baseUrl> <outPrefix> path1 path2 ...
import { chromium } from 'playwright';
const [base, prefix, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [w, h, tag] of [[390, 844, 'm'], [1280, 800, 'd']]) {
  const context = await browser.newContext({ viewport: { width: w, height: h }, serviceWorkers: 'block' });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  for (const p of paths) {
    await page.goto(base + p);
    await page.waitForTimeout(1500);
    const name = `${prefix}${p.replace(/\//g, '_') || '_root'}-${tag}.png`;
    await page.screenshot({ path: `/tmp/shots-E/${name}`, fullPage: tag === 'm' });
    console.log(name);
  }
  await context.close();
}
await browser.close();
