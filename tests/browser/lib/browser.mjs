// Shared set-up of the browser tests: Debian's Chromium driven by playwright-core (installed by
// setup.sh into PUZZLELAB_BROWSER_MODULES), a check() that counts failures, and screenshots saved
// under PUZZLELAB_TEST_OUTPUT.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';

const modules = process.env.PUZZLELAB_BROWSER_MODULES;
if (!modules) throw new Error('PUZZLELAB_BROWSER_MODULES is not set (run through ctest)');
const { chromium } = createRequire(path.join(modules, 'package.json'))('playwright-core');

export const puzzlelab = process.env.PUZZLELAB;
export const outputDir = process.env.PUZZLELAB_TEST_OUTPUT || fs.mkdtempSync('/tmp/plx-browser-');
fs.mkdirSync(outputDir, { recursive: true });

// The flags keep Chromium off the network: this machine refuses outside connections.
export async function launch() {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

let failures = 0;
export function check(condition, message) {
  if (condition) {
    console.log(`ok: ${message}`);
  } else {
    failures += 1;
    console.log(`FAIL: ${message}`);
  }
}

export function checkEqual(actual, expected, message) {
  const same = JSON.stringify(actual) === JSON.stringify(expected);
  check(same, same ? message : `${message}: got ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`);
}

export async function screenshot(page, name) {
  const file = path.join(outputDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  console.log(`screenshot: ${file}`);
}

// Runs `body(browser)` and exits 1 when a check failed or it threw.
export async function runBrowserTest(body) {
  const browser = await launch();
  try {
    await body(browser);
  } catch (error) {
    failures += 1;
    console.log(`FAIL: ${error.stack || error}`);
  } finally {
    await browser.close();
  }
  console.log(failures === 0 ? 'all checks passed' : `${failures} check(s) failed`);
  process.exit(failures === 0 ? 0 : 1);
}

// The text of the SVG drawings matching `selector` as shown: each text's font size in CSS px as
// rendered (its computed size in drawing units times the drawing's scale on screen), and whether
// it lies inside its drawing (not cut off at the edge), for texts that are shown.
export function renderedSvgText(page, selector) {
  return page.evaluate((sel) => {
    const texts = [];
    for (const root of document.querySelectorAll(sel)) {
      const edge = root.getBoundingClientRect();
      for (const text of root.querySelectorAll('text')) {
        const box = text.getBoundingClientRect();
        const matrix = text.getScreenCTM();
        if (!matrix || box.width === 0 || text.textContent === '') continue;
        const px = parseFloat(getComputedStyle(text).fontSize) * Math.hypot(matrix.a, matrix.b);
        const inside = box.left >= edge.left - 1 && box.right <= edge.right + 1 && box.top >= edge.top - 1 && box.bottom <= edge.bottom + 1;
        texts.push({ text: text.textContent, className: text.getAttribute('class'), px: Math.round(px * 100) / 100, inside });
      }
    }
    return texts;
  }, selector);
}
