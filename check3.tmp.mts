import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:8799';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ baseURL: base });
await ctx.request.post(`${base}/api/auth/sign-in/email`, { data: { email: 'tomasz_hikes@demo.lifelist.app', password: 'lifelist-demo-2026' }, headers: { origin: base } });
const page = await ctx.newPage();
page.on('console', (m) => console.log('CONSOLE', m.text().slice(0, 300)));
await page.addInitScript(() => {
  document.addEventListener('lifelist:started', () => {
    const b = [...document.querySelectorAll('button')].find((x) => x.textContent === 'Privacy');
    const h = [...document.querySelectorAll('button')].filter((x) => Object.keys(x).some((k) => k.startsWith('__reactProps'))).length;
    console.log('started; privacy hydrated:', b && Object.keys(b).some((k) => k.startsWith('__reactProps')), 'hydrated buttons', h, 'of', document.querySelectorAll('button').length);
    setTimeout(() => { const b2 = [...document.querySelectorAll('button')].find((x) => x.textContent === 'Privacy'); console.log('1s later:', b2 && Object.keys(b2).some((k) => k.startsWith('__reactProps')), b === b2); }, 1000);
  });
});
await page.goto('/profile/edit');
await page.waitForTimeout(3000);
await browser.close();
