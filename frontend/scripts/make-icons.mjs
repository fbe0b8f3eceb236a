/**
 * Draws the app icons of the web app manifest from the logo (public/favicon.svg) with the Chromium the e2e
 * suite drives: public/icons/icon-192.png and icon-512.png (the logo as it is), icon-maskable-512.png and
 * apple-touch-icon.png (full-bleed space background, the logo inside the safe zone). Run it after changing
 * the logo: node frontend/scripts/make-icons.mjs
 */
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const publicDir = new URL('../public/', import.meta.url);
const logo = readFileSync(new URL('favicon.svg', publicDir), 'utf8');
const dataUrl = `data:image/svg+xml;base64,${Buffer.from(logo).toString('base64')}`;
const SPACE = '#070b1f';

const icons = [
  { file: 'icons/icon-192.png', size: 192, logoShare: 1, background: 'transparent' },
  { file: 'icons/icon-512.png', size: 512, logoShare: 1, background: 'transparent' },
  // Maskable: the launcher may cut a circle out of it, so the logo stays within the central 80%.
  { file: 'icons/icon-maskable-512.png', size: 512, logoShare: 0.72, background: SPACE },
  { file: 'icons/apple-touch-icon.png', size: 180, logoShare: 0.84, background: SPACE },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
try {
  const page = await browser.newPage();
  for (const icon of icons) {
    const inner = Math.round(icon.size * icon.logoShare);
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(
      `<html><body style="margin:0;background:${icon.background}"><div style="width:${icon.size}px;height:${icon.size}px;display:flex;align-items:center;justify-content:center">` +
        `<img src="${dataUrl}" width="${inner}" height="${inner}"></div></body></html>`,
    );
    await page.locator('img').evaluate((img) => img.decode());
    await page.screenshot({ path: new URL(icon.file, publicDir).pathname, omitBackground: icon.background === 'transparent' });
    console.log(`wrote public/${icon.file}`);
  }
} finally {
  await browser.close();
}
