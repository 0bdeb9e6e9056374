import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] });
for (const [name, w, h, url] of [['listing-desktop', 1300, 1100, '/catalog/women?per_page=8'], ['card-desktop', 1300, 1000, '/catalog/women/swimsuits/coral-wave-one-piece'], ['listing-mobile', 375, 812, '/ru/catalog/men']]) {
  const p = await b.newPage({ viewport: { width: w, height: h } });
  const logs = []; p.on('console', (m) => (m.type() === 'error' || /hydrat/i.test(m.text())) && logs.push(m.text().slice(0, 300))); p.on('pageerror', (e) => logs.push('pageerror ' + e.message));
  const r = await p.goto('http://localhost:3000' + url); await p.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await p.waitForTimeout(1200);
  await p.screenshot({ path: `/tmp/${name}.png` });
  console.log(name, r.status(), logs);
}
await b.close();
