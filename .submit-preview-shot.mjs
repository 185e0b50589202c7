import { chromium } from 'playwright-core';
import fs from 'node:fs';
const axeSrc = fs.readFileSync('/work/main/node_modules/axe-core/axe.min.js', 'utf8');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [w, h] of [[375, 900], [1280, 900]]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  page.on('console', (m) => { if (m.type() === 'error') console.log('console error', m.text()); });
  await page.goto('http://localhost:5199/');
  await page.waitForSelector('h1');
  await page.mouse.move(10, 10);
  await page.fill('#submit-title', 'Code reviewer');
  await page.fill('#submit-content', 'Review this Python code for bugs and refactor the function to improve the API design.');
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/submit-preview/form-${w}.png`, fullPage: true });
  await page.addScriptTag({ content: axeSrc });
  const res = await page.evaluate(async () => (await window.axe.run(document)).violations.map((v) => `${v.impact} ${v.id} ${v.nodes.length}`));
  console.log(w, 'axe', res);
  const sw = await page.evaluate(() => document.documentElement.scrollWidth);
  console.log(w, 'scrollWidth', sw);
  // errors state
  await page.fill('#submit-title', '');
  await page.click('button[type=submit]');
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/submit-preview/errors-${w}.png`, fullPage: true });
  const res2 = await page.evaluate(async () => (await window.axe.run(document)).violations.map((v) => `${v.impact} ${v.id} ${v.nodes.length}`));
  console.log(w, 'axe errors', res2);
  await page.fill('#submit-title', 'Code reviewer');
  await page.waitForTimeout(5000);
  await page.click('button[type=submit]');
  await page.waitForSelector('[role=dialog]');
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/submit-preview/dialog-${w}.png` });
  const res3 = await page.evaluate(async () => (await window.axe.run(document)).violations.map((v) => `${v.impact} ${v.id} ${v.nodes.length} ${v.nodes[0]?.target}`));
  console.log(w, 'axe dialog', res3);
  await page.close();
}
await browser.close();
