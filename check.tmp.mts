import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:8799';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const who = process.argv[2] ?? 'guest';
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
if (who === 'member') {
  const r = await ctx.request.post(`${base}/api/auth/sign-in/email`, { data: { email: process.env.EMAIL ?? 'maya_okafor@demo.lifelist.app', password: process.env.PW ?? '${process.env.PW}' }, headers: { origin: base, 'x-forwarded-for': '10.9.9.' + Math.floor(Math.random()*200) } });
  console.log('sign-in', r.status());
}
const paths = process.argv.slice(3).length ? process.argv.slice(3) : ['/', '/activities', '/activity/1', '/community', '/blog', '/about-us', '/quiz', '/contact'];
for (const path of paths) {
  const page = await ctx.newPage();
  const errors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text().slice(0, 300)); });
  page.on('pageerror', (e) => errors.push('PAGEERROR ' + e.message.slice(0, 300)));
  let apiCalls: string[] = [];
  page.on('request', (r) => { if (r.url().includes('/api/')) apiCalls.push(r.url().replace(base, '')); });
  await page.goto(base + path, { waitUntil: 'load' });
  const title0 = await page.title();
  await page.mouse.move(10, 10); await page.mouse.move(20, 30);
  await page.waitForTimeout(2500);
  const title1 = await page.title();
  console.log(path, '|', title0, '->', title1, '| api:', apiCalls.join(' '), '\n  errors:', errors.join('\n  '));
  await page.close();
}
await browser.close();
