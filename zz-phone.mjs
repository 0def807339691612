import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox','--enable-unsafe-swiftshader'] });
const ctx = await b.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 });
for (const route of process.argv.slice(2)) {
  const p = await ctx.newPage();
  p.on('console', (m) => m.type() === 'error' && !m.text().includes('CONNECTION_REFUSED') && console.log(route, 'console error', m.text()));
  await p.goto('http://127.0.0.1:4173/react-sigma/' + route);
  const n = await p.locator('section[data-example]').count();
  for (let i = 0; i < n; i++) {
    await p.evaluate((i) => document.querySelectorAll('section[data-example]')[i].scrollIntoView({ block: 'start' }), i);
    await p.waitForTimeout(2500);
    await p.screenshot({ path: `/tmp/ph-${route.replace(/\//g, '_')}-${i}.png` });
  }
  await p.close();
}
await b.close();
