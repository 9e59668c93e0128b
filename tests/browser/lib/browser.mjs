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
