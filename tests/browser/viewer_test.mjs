// The page `puzzlelab view` writes, opened from file:// in headless Chromium: what it draws at
// each step equals this test's own replay of the trace (lib/trace_replay.mjs), the controls and
// keys move through the trace, bad traces show their error. Traces: the fixtures (written by
// fixtures/generate.mjs), the solvers' own when `puzzlelab ... --trace` makes them, and a
// generated trace of a million events whose load and scrub times are printed.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { check, checkEqual, outputDir, puzzlelab, renderedSvgText, runBrowserTest, screenshot } from './lib/browser.mjs';
import { hanoiAfter, knightsAfter, pegsAfter, queensAfter, readTrace, riverAfter, snapshotState, solutionSteps, stateAfter, tilesAfter, tmAfter } from './lib/trace_replay.mjs';
import { pegTrace } from './fixtures/generate.mjs';

const sourceDir = process.env.PUZZLELAB_SOURCE_DIR || path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const fixtures = path.join(sourceDir, 'tests/browser/fixtures');

// Writes the page for `traceFile` with `puzzlelab view`; returns its file:// address.
function viewPage(traceFile, name) {
  const html = path.join(outputDir, `${name}.html`);
  execFileSync(puzzlelab, ['view', traceFile, '-o', html], { stdio: 'pipe' });
  return pathToFileURL(html).href;
}

// A trace made by the program itself, or null (and a note) when the command cannot make one.
function solverTrace(name, args) {
  const file = path.join(outputDir, `${name}.jsonl`);
  fs.rmSync(file, { force: true });
  const run = spawnSync(puzzlelab, [...args, '--trace', file], { encoding: 'utf8', timeout: 60000 });
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8').startsWith('{"')) {
    console.log(`note: ${name}: traced by puzzlelab ${args.join(' ')}`);
    return file;
  }
  console.log(`note: ${name}: puzzlelab ${args.join(' ')} --trace made no trace (exit ${run.status}: ${(run.stderr || '').trim().split('\n')[0]}); skipped`);
  return null;
}

async function openPage(browser, url, viewport = { width: 1000, height: 900 }) {
  const page = await browser.newPage({ viewport });
  page.pageErrors = [];
  page.on('pageerror', (error) => page.pageErrors.push(error.message));
  await page.goto(url);
  await page.waitForFunction(() => window.PuzzleLab && window.PuzzleLab.page && window.PuzzleLab.page.loaded, null, { timeout: 120000 });
  return page;
}

const info = (page) => page.evaluate(() => PuzzleLab.page.viewer.info());
// The pegs drawn, as a pegs string of `holes` characters.
const drawnPegs = (page, holes) => page.evaluate((count) => {
  const pegs = new Array(count).fill('0');
  for (const peg of document.querySelectorAll('.plv-drawing .peg')) pegs[Number(peg.dataset.hole)] = '1';
  return pegs.join('');
}, holes);

async function scrubTo(page, step) {
  await page.evaluate((value) => {
    const scrub = document.querySelector('.plv-scrub');
    scrub.value = value;
    scrub.dispatchEvent(new Event('input', { bubbles: true }));
  }, step);
}

// The legend under the drawing: the puzzle's legend(instance), every entry rendered with a
// swatch that viewer.css gives a colour or a mark.
async function checkLegend(page, name) {
  const legend = await page.evaluate(() => {
    const viewer = PuzzleLab.page.viewer;
    const expected = viewer.model.puzzle.legend(viewer.model.instance);
    const list = document.querySelector('.plv-legend');
    const items = [...list.querySelectorAll('li')].map((li) => {
      const swatch = li.querySelector('.plv-swatch');
      const style = getComputedStyle(swatch);
      const before = getComputedStyle(swatch, '::before').content;
      const painted = style.backgroundColor !== 'rgba(0, 0, 0, 0)' || style.backgroundImage !== 'none' ||
        (style.borderTopStyle !== 'none' && style.borderTopColor !== 'rgba(0, 0, 0, 0)') || (before !== 'none' && before !== 'normal');
      return { swatch: [...swatch.classList].filter((c) => c !== 'plv-swatch'), text: li.textContent, painted };
    });
    return { expected, items, shown: !list.hidden && list.getBoundingClientRect().height > 0 };
  });
  check(legend.shown && legend.items.length > 0, `${name}: a legend is shown under the drawing (${legend.items.length} entries)`);
  checkEqual(legend.items.map((item) => [item.swatch.join(' '), item.text]), legend.expected, `${name}: the legend lists the puzzle's legend(instance)`);
  const unpainted = legend.items.filter((item) => !item.painted).map((item) => item.swatch.join(' '));
  checkEqual(unpainted, [], `${name}: every legend swatch has a colour or a mark`);
}

// Peg solitaire: the drawing after stepping, scrubbing and keys equals the replay.
async function checkPeg(browser, traceFile, name, scrubSteps) {
  const trace = readTrace(traceFile);
  const holes = trace.header.instance.holes.length;
  const page = await openPage(browser, viewPage(traceFile, name));
  const start = await info(page);
  checkEqual([start.puzzle, start.step, start.totalSteps], ['peg', 0, trace.events.length], `${name}: loads at step 0 of every event`);
  const initialPegs = trace.header.initial.pegs;
  checkEqual(await page.locator('.plv-drawing .peg').count(), initialPegs.split('1').length - 1, `${name}: the start shows the header's pegs`);
  checkEqual(await drawnPegs(page, holes), initialPegs, `${name}: the pegs stand in the header's holes`);
  await checkLegend(page, name);

  for (let k = 1; k <= 3; k++) {
    await page.click('.plv-forward');
    checkEqual(await drawnPegs(page, holes), pegsAfter(trace, k), `${name}: after ${k} step(s) forward the pegs equal the replay`);
  }
  const third = trace.events[2];
  if (third.e === 'move') {
    checkEqual(await page.getAttribute('.plv-drawing .peg.landing', 'data-hole'), String(third.to), `${name}: the landing peg is marked`);
    checkEqual(await page.getAttribute('.plv-drawing .hole.from', 'data-hole'), String(third.from), `${name}: the from-hole is marked`);
    check(await page.locator('.plv-drawing .ghost.jumped').isVisible(), `${name}: the jumped peg is marked`);
  }
  await page.click('.plv-back');
  checkEqual((await info(page)).step, 2, `${name}: step back`);
  checkEqual(await drawnPegs(page, holes), pegsAfter(trace, 2), `${name}: after stepping back the pegs equal the replay`);

  for (const k of scrubSteps) {
    await scrubTo(page, k);
    const shown = await info(page);
    checkEqual(shown.step, k, `${name}: the scrub bar goes to step ${k}`);
    const expected = pegsAfter(trace, k);
    checkEqual(await drawnPegs(page, holes), expected, `${name}: at step ${k} the pegs equal the replay (${expected.split('1').length - 1} pegs)`);
  }
  await page.keyboard.press('Home');
  checkEqual((await info(page)).step, 0, `${name}: Home goes to the start`);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  checkEqual((await info(page)).step, 2, `${name}: the right arrow steps forward`);
  await page.keyboard.press('ArrowLeft');
  checkEqual((await info(page)).step, 1, `${name}: the left arrow steps back`);
  await page.keyboard.press('End');
  checkEqual((await info(page)).step, trace.events.length, `${name}: End goes to the last step`);
  checkEqual(await drawnPegs(page, holes), pegsAfter(trace, trace.events.length), `${name}: the last step equals the replay`);

  const solutions = solutionSteps(trace);
  if (solutions.length > 0) {
    await page.keyboard.press('Home');
    await page.click('.plv-next-solution');
    const landed = await info(page);
    checkEqual(landed.step, solutions[0], `${name}: next solution lands on the first solution event`);
    checkEqual(await page.getAttribute('.plv-event', 'data-event'), 'solution', `${name}: the event shown is the solution`);
    checkEqual(landed.solutions, 1, `${name}: the solution counter is 1 there`);
  }
  checkEqual(page.pageErrors, [], `${name}: no script errors`);
  return page;
}

// Play and pause, by the button and by the space key, and the speed slider.
async function checkPlayback(page, name) {
  await page.keyboard.press('Home');
  await page.evaluate(() => {
    const speed = document.querySelector('.plv-speed input');
    speed.value = speed.max;
    speed.dispatchEvent(new Event('input', { bubbles: true }));
  });
  check((await page.textContent('.plv-speed-text')).startsWith('1,000'), `${name}: the speed slider reaches 1,000 steps/s`);
  await page.click('.plv-play');
  check((await info(page)).playing, `${name}: play starts playing`);
  await page.waitForFunction(() => PuzzleLab.page.viewer.info().step > 5, null, { timeout: 20000 });
  check((await info(page)).step > 5, `${name}: playing advances the step counter`);
  await page.click('.plv-play');
  const paused = await info(page);
  check(!paused.playing, `${name}: the button pauses`);
  await page.waitForTimeout(100);
  checkEqual((await info(page)).step, paused.step, `${name}: paused, the step stays`);
  await page.keyboard.press(' ');
  check((await info(page)).playing, `${name}: space plays`);
  await page.keyboard.press(' ');
  check(!(await info(page)).playing, `${name}: space pauses`);
}

async function checkQueens(browser, traceFile, name) {
  const trace = readTrace(traceFile);
  const page = await openPage(browser, viewPage(traceFile, name));
  const drawnQueens = () => page.evaluate(() => [...document.querySelectorAll('.plv-drawing .queen')]
    .map((q) => `${q.dataset.row},${q.dataset.col}`).sort());
  checkEqual(await drawnQueens(), queensAfter(trace, 0), `${name}: the start shows the header's queens`);
  checkEqual(await page.locator('.plv-drawing .queen.locked').count(), trace.header.instance.locked.length, `${name}: locked queens are marked`);
  await checkLegend(page, name);
  const n = trace.header.instance.n;
  const solutions = solutionSteps(trace);
  const last = trace.events.length;
  // A finished search for every solution unwinds its board after the last one: the last step
  // shows that solution, not the cleared board.
  const lastSolution = solutions.length ? solutions[solutions.length - 1] : -1;
  const lastDrawn = trace.end && lastSolution > 0 && lastSolution < last && queensAfter(trace, last).length < queensAfter(trace, lastSolution).length ? lastSolution : last;
  const steps = [1, 2, 7, Math.floor(last / 2), last - 1, last, 3];
  for (const k of steps) {
    await scrubTo(page, k);
    const expected = queensAfter(trace, k === last ? lastDrawn : k);
    checkEqual(await drawnQueens(), expected, `${name}: at step ${k} the queens equal the replay${k === last && lastDrawn !== last ? ` at the last solution (step ${lastDrawn})` : ''}`);
    // Squares attacked by a queen on the board, other than the queens' own.
    const queens = expected.map((q) => q.split(',').map(Number));
    let attacked = 0;
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) {
        if (queens.some(([qr, qc]) => qr === r && qc === c)) continue;
        if (queens.some(([qr, qc]) => qr === r || qc === c || Math.abs(qr - r) === Math.abs(qc - c))) attacked++;
      }
    }
    checkEqual(await page.locator('.plv-drawing .square.attacked').count(), attacked, `${name}: at step ${k} the attacked squares are shaded`);
    const event = trace.events[(k === last ? lastDrawn : k) - 1];
    if (event.e === 'place') {
      checkEqual(await page.locator(`.plv-drawing .queen.placed[data-row="${event.row}"][data-col="${event.col}"]`).count(), 1, `${name}: at step ${k} the queen just placed is highlighted`);
    }
  }
  if (solutions.length) {
    await page.keyboard.press('End');
    checkEqual((await drawnQueens()).length, n, `${name}: the last step shows a full board of ${n} queens, not an empty one`);
    checkEqual(await page.locator('.plv-drawing.solved').count(), 1, `${name}: the last step is drawn as solved`);
    checkEqual((await info(page)).drawnStep, lastDrawn, `${name}: info() names the step drawn at the end`);
  }
  await page.keyboard.press('Home');
  for (let i = 0; i < Math.min(solutions.length, 3); i++) {
    await page.click('.plv-next-solution');
    checkEqual((await info(page)).step, solutions[i], `${name}: next solution ${i + 1} lands on its event`);
    checkEqual((await info(page)).solutions, i + 1, `${name}: the solution counter counts it`);
  }
  checkEqual(page.pageErrors, [], `${name}: no script errors`);
  return page;
}

async function checkHanoi(browser, traceFile, name) {
  const trace = readTrace(traceFile);
  const page = await openPage(browser, viewPage(traceFile, name));
  const drawnConfig = () => page.evaluate(() => [...document.querySelectorAll('.plv-drawing .disk')]
    .sort((a, b) => a.dataset.disk - b.dataset.disk).map((d) => d.dataset.peg).join(''));
  checkEqual(await page.locator('.plv-drawing .disk').count(), trace.header.instance.disks, `${name}: every disk is drawn`);
  checkEqual(await drawnConfig(), hanoiAfter(trace, 0), `${name}: the start shows the header's configuration`);
  await checkLegend(page, name);
  for (let k = 1; k <= Math.min(trace.events.length, 6); k++) {
    await page.keyboard.press('ArrowRight');
    checkEqual(await drawnConfig(), hanoiAfter(trace, k), `${name}: after ${k} step(s) the disks stand on the replay's pegs`);
  }
  await page.keyboard.press('End');
  checkEqual(await drawnConfig(), hanoiAfter(trace, trace.events.length), `${name}: the last step shows the goal reached`);
  checkEqual(page.pageErrors, [], `${name}: no script errors`);
  return page;
}

// The window a nanobots projection shows: [across low, across high, up low, up high].
const shownWindow = (page, view) => page.evaluate((v) => document.querySelector(`.plv-drawing .projection[data-view="${v}"]`)
  .getAttribute('data-window').split(' ').map(Number), view);

// The bots whose range misses the box [lo, hi] (L1 distance above the radius), by index.
function botsMissing(bots, lo, hi) {
  const missing = [];
  bots.forEach(([x, y, z, r], i) => {
    const distance = [x, y, z].reduce((sum, c, a) => sum + Math.max(lo[a] - c, 0, c - hi[a]), 0);
    if (distance > r) missing.push(i);
  });
  return missing;
}

async function checkNanobots(browser, traceFile, name) {
  const trace = readTrace(traceFile);
  const bots = trace.header.instance.bots;
  const page = await openPage(browser, viewPage(traceFile, name));
  checkEqual(await page.locator('.plv-drawing .bot').count(), 2 * bots.length, `${name}: one diamond a bot in each projection (x-y, x-z)`);
  await checkLegend(page, name);
  check(!(await page.locator('.plv-drawing .box[data-view="xy"]').isVisible()), `${name}: no box before the first event`);
  const start = await shownWindow(page, 'xy');
  const reach = Math.max(...bots.map(([x, , , r]) => x + r)) - Math.min(...bots.map(([x, , , r]) => x - r));
  check(start[1] - start[0] >= reach, `${name}: at the start the window holds every range (${start[1] - start[0]} >= ${reach} across)`);
  await page.keyboard.press('ArrowRight');
  check(await page.locator('.plv-drawing .box[data-view="xy"]').isVisible(), `${name}: the box of the first event is drawn`);

  const boxSteps = trace.events.map((e, i) => (e.e === 'box' ? i + 1 : 0)).filter((s) => s > 0);
  const firstBox = trace.events[boxSteps[0] - 1];
  const lastBox = trace.events[boxSteps[boxSteps.length - 1] - 1];
  await scrubTo(page, boxSteps[0]);
  const early = await shownWindow(page, 'xy');
  check(early[0] <= firstBox.lo[0] && early[1] >= firstBox.hi[0] && early[2] <= firstBox.lo[1] && early[3] >= firstBox.hi[1],
    `${name}: the window holds the first box (${early.join(' ')})`);
  await scrubTo(page, boxSteps[boxSteps.length - 1]);
  const late = await shownWindow(page, 'xy');
  check(late[0] <= lastBox.lo[0] && late[1] >= lastBox.hi[0] && late[2] <= lastBox.lo[1] && late[3] >= lastBox.hi[1],
    `${name}: the window holds the last box (${late.join(' ')})`);
  check(late[1] - late[0] < early[1] - early[0], `${name}: the window shrinks as the search goes on (${early[1] - early[0]} across at step ${boxSteps[0]}, ${late[1] - late[0]} at step ${boxSteps[boxSteps.length - 1]})`);
  const faint = await page.evaluate(() => [...document.querySelectorAll('.plv-drawing .bot.missed[data-view="xy"]')].map((b) => Number(b.dataset.bot)));
  checkEqual(faint, botsMissing(bots, lastBox.lo, lastBox.hi), `${name}: the ranges that miss the last box are the faint ones`);

  await page.keyboard.press('End');
  const last = await info(page);
  const solutions = trace.events.filter((e) => e.e === 'solution');
  checkEqual(last.solutions, solutions.length, `${name}: every better point is counted`);
  checkEqual(last.warnings, 0, `${name}: the page reads the trace without problems (its snapshots agree with its replay)`);
  check(await page.locator('.plv-drawing .best[data-view="xy"]').isVisible(), `${name}: the best point is marked`);
  const best = solutions[solutions.length - 1].point;
  const [xy, xz] = [await shownWindow(page, 'xy'), await shownWindow(page, 'xz')];
  check(xy[0] <= best[0] && best[0] <= xy[1] && xy[2] <= best[1] && best[1] <= xy[3] && xz[2] <= best[2] && best[2] <= xz[3],
    `${name}: the last window (x ${xy[0]}..${xy[1]}, y ${xy[2]}..${xy[3]}, z ${xz[2]}..${xz[3]}) holds the best point ${best.join(',')}`);
  checkEqual(await page.locator('.plv-drawing .best.outside').count(), 0, `${name}: the best point is inside both views`);
  const plotted = await page.evaluate(() => document.querySelector('.plv-drawing .bound-line').getAttribute('points').trim().split(/\s+/).filter(Boolean).length);
  checkEqual(plotted, Math.min(boxSteps.length, 500), `${name}: the bound plot has a point a box, at most 500`);
  await checkNanobotsText(page, name);
  checkEqual(page.pageErrors, [], `${name}: no script errors`);
  return page;
}

// Every label of the nanobots drawing is at least 12 px as shown, and inside the drawing, in
// this window and in a phone-sized one (the drawing shown smaller, its text scaled up to fit).
async function checkNanobotsText(page, name) {
  const viewport = page.viewportSize();
  for (const size of [viewport, { width: 390, height: 844 }, { width: 700, height: 500 }, viewport]) {
    await page.setViewportSize(size);
    // The drawing refits its text a frame after it is resized.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const texts = await renderedSvgText(page, '.plv-drawing.nanobots-board');
    const where = `${name} at ${size.width} x ${size.height}`;
    check(texts.length >= 12, `${where}: the drawing's labels are shown (${texts.length})`);
    const small = texts.filter((t) => t.px < 12);
    checkEqual(small, [], `${where}: every label is at least 12 px as shown (smallest ${Math.min(...texts.map((t) => t.px))} px)`);
    checkEqual(texts.filter((t) => !t.inside), [], `${where}: every label lies inside the drawing`);
    // The page's own text around the drawing too: legend, counters, event and status lines.
    const pageText = await page.evaluate(() => [...document.querySelectorAll('.puzzlelab-viewer *')]
      .filter((node) => !(node instanceof SVGElement) && [...node.childNodes].some((child) => child.nodeType === 3 && child.textContent.trim() !== '')
        && node.getBoundingClientRect().width > 0)
      .map((node) => ({ text: node.textContent.trim().slice(0, 30), px: parseFloat(getComputedStyle(node).fontSize) })));
    checkEqual(pageText.filter((t) => t.px < 12), [], `${where}: the viewer's text around the drawing is at least 12 px (smallest ${Math.min(...pageText.map((t) => t.px))} px)`);
  }
}

// Peg solitaire: the first jump the CLI prints, "(2, 2) -> (4, 0)", is the one the viewer's
// event line names by the same cells, with the jumped hole between them.
async function checkPegCoordinates(browser, board) {
  const name = `peg-coordinates-${board}`;
  const file = path.join(outputDir, `${name}.jsonl`);
  const printed = execFileSync(puzzlelab, ['peg', 'solve', '--board', board, '--trace', file], { encoding: 'utf8' });
  const cli = printed.match(/^\s*1\.\s+\((\d+), (\d+)\) -> \((\d+), (\d+)\)/m);
  check(cli !== null, `${name}: puzzlelab peg solve prints a first jump`);
  if (!cli) return;
  const trace = readTrace(file);
  const page = await openPage(browser, viewPage(file, name));
  await scrubTo(page, trace.events.findIndex((e) => e.e === 'move') + 1);
  const caption = await page.textContent('.plv-event');
  const shown = caption.match(/move: \((\d+), (\d+)\) jumps over \((\d+), (\d+)\) into \((\d+), (\d+)\)/);
  check(shown !== null, `${name}: the event line names the jump by cells ("${caption}")`);
  if (shown) {
    const [from, over, to] = [shown.slice(1, 3), shown.slice(3, 5), shown.slice(5, 7)].map((pair) => pair.map(Number));
    checkEqual([...from, ...to], cli.slice(1, 5).map(Number), `${name}: the first jump's cells are the CLI's (${cli[0].trim()})`);
    checkEqual(over, [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2], `${name}: the jumped hole lies between them`);
  }
  const columns = await page.evaluate(() => [...document.querySelectorAll('.plv-drawing .axis-label[data-x]')].map((t) => Number(t.textContent)).sort((a, b) => a - b));
  checkEqual(columns, [...new Set(trace.header.instance.holes.map(([x]) => x))].sort((a, b) => a - b), `${name}: the column numbers along the edge are the holes' x`);
  checkEqual(page.pageErrors, [], `${name}: no script errors`);
  await page.close();
}

// Queens: the solution's event line lists the squares of the report's answer.
async function checkQueensSquares(browser, args) {
  const name = `queens-squares-${args.join('-')}`;
  const file = path.join(outputDir, `${name}.jsonl`);
  const report = JSON.parse(execFileSync(puzzlelab, ['queens', 'solve', ...args, '--format', 'json', '--trace', file], { encoding: 'utf8' }));
  const page = await openPage(browser, viewPage(file, name));
  await page.click('.plv-next-solution');
  const caption = await page.textContent('.plv-event');
  checkEqual(caption.replace(/^step [\d,]+: /, ''), `solution: ${report.answer.queens.join(' ')}`, `${name}: the solution reads as puzzlelab queens solve ${args.join(' ')} --format json lists it`);
  checkEqual(page.pageErrors, [], `${name}: no script errors`);
  await page.close();
}

// Queens: a search that stops at its solution ends there. Played to its end, the page shows the
// solved board, the report's n queens, not the board emptied by the recursion unwinding.
async function checkQueensLastFrame(browser, args) {
  const name = `queens-last-${args.join('-')}`;
  const file = path.join(outputDir, `${name}.jsonl`);
  const report = JSON.parse(execFileSync(puzzlelab, ['queens', 'solve', ...args, '--format', 'json', '--trace', file], { encoding: 'utf8' }));
  const n = readTrace(file).header.instance.n;
  const page = await openPage(browser, viewPage(file, name));
  await page.evaluate(() => {
    const speed = document.querySelector('.plv-speed input');
    speed.value = speed.max;
    speed.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await page.click('.plv-play');
  await page.waitForFunction(() => !PuzzleLab.page.viewer.info().playing && PuzzleLab.page.viewer.info().step === PuzzleLab.page.viewer.info().totalSteps, null, { timeout: 60000 });
  const squares = await page.evaluate(() => [...document.querySelectorAll('.plv-drawing .queen')]
    .map((q) => `${String.fromCharCode(97 + Number(q.dataset.col))}${Number(q.dataset.row) + 1}`).sort());
  checkEqual(squares.length, n, `${name}: played to its end, the board shows ${n} queens`);
  checkEqual(squares, [...report.answer.queens].sort(), `${name}: the last frame is the report's answer`);
  checkEqual(await page.locator('.plv-drawing.solved').count(), 1, `${name}: the last frame is drawn as solved`);
  await page.keyboard.press('Home');
  await page.keyboard.press('End');
  checkEqual(await page.locator('.plv-drawing .queen').count(), n, `${name}: End shows the ${n} queens too`);
  checkEqual(page.pageErrors, [], `${name}: no script errors`);
  await page.close();
}

// A nanobots input of `count` bots spread over tens of millions, each reaching a few millions.
function nanobotsInput(count) {
  let state = 7;
  const random = () => { state = (state * 1103515245 + 12345) % 2147483648; return state / 2147483648; };
  const coordinate = () => Math.floor((random() - 0.5) * 2e7);
  const lines = [];
  for (let i = 0; i < count; i++) lines.push(`pos=<${coordinate()},${coordinate()},${coordinate()}>, r=${Math.floor(4e6 + random() * 8e6)}`);
  const file = path.join(outputDir, `nanobots${count}.txt`);
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

// What each answer-traced puzzle's drawing shows, in the form its replay gives (lib/trace_replay.mjs).
const kDrawn = {
  river: {
    drawn: () => [...document.querySelectorAll('.plv-drawing .item')].sort((a, b) => a.dataset.item - b.dataset.item)
      .map((item) => (item.dataset.bank === 'far' ? '1' : '0')).join(''),
    expected: riverAfter,
  },
  knights: {
    drawn: () => {
      const knight = document.querySelector('.plv-drawing .knight');
      return { visited: document.querySelectorAll('.plv-drawing .square.visited').length, at: `${knight.dataset.x},${knight.dataset.y}` };
    },
    expected: (trace, k) => { const path = knightsAfter(trace, k); return { visited: new Set(path).size, at: path[path.length - 1] }; },
  },
  tm: {
    drawn: () => ({
      state: document.querySelector('.plv-drawing .state-name').dataset.state,
      head: Number(document.querySelector('.plv-drawing .head').dataset.square),
      tape: [...document.querySelectorAll('.plv-drawing .cell .symbol')].map((symbol) => symbol.textContent),
    }),
    expected: tmAfter,
  },
  tiles: {
    drawn: () => {
      const cells = [];
      for (const tile of document.querySelectorAll('.plv-drawing .tile')) cells[Number(tile.dataset.cell)] = Number(tile.dataset.tile);
      return Array.from({ length: document.querySelectorAll('.plv-drawing .tile').length + 1 }, (_, i) => cells[i] || 0);
    },
    expected: tilesAfter,
  },
};

// A puzzle whose trace tells its answer: the page loads, each of the first steps and the last
// draws the replay's state, and the last step is the answer with the solution counted.
async function checkAnswerTrace(browser, traceFile, name) {
  const trace = readTrace(traceFile);
  const { drawn, expected } = kDrawn[trace.header.puzzle];
  const page = await openPage(browser, viewPage(traceFile, name));
  const start = await info(page);
  checkEqual([start.puzzle, start.step, start.totalSteps], [trace.header.puzzle, 0, trace.events.length], `${name}: loads at step 0 of every event`);
  checkEqual(await page.evaluate(drawn), expected(trace, 0), `${name}: the start shows the header's state`);
  await checkLegend(page, name);
  for (let k = 1; k <= Math.min(3, trace.events.length); k++) {
    await page.keyboard.press('ArrowRight');
    checkEqual(await page.evaluate(drawn), expected(trace, k), `${name}: after ${k} step(s) the drawing equals the replay`);
  }
  // A step in the middle, reached from a checkpoint (a search's undos replayed on the way).
  const middle = Math.floor(trace.events.length / 2) + 1;
  await scrubTo(page, middle);
  checkEqual(await page.evaluate(drawn), expected(trace, middle), `${name}: step ${middle} shows the replay's state`);
  await page.keyboard.press('End');
  const last = await info(page);
  checkEqual(last.step, trace.events.length, `${name}: End goes to the last step`);
  checkEqual(last.warnings, 0, `${name}: the page reads the trace without problems (its snapshots agree with its replay)`);
  checkEqual(await page.evaluate(drawn), expected(trace, trace.events.length), `${name}: the last step shows the final state`);
  checkEqual([last.status, last.solutions], [trace.end.status, solutionSteps(trace).length], `${name}: the end status and the solution are read`);
  check(await page.locator('.plv-drawing.solved').count() === 1, `${name}: the final state is drawn as solved`);
  await page.keyboard.press('Home');
  checkEqual(await page.evaluate(drawn), expected(trace, 0), `${name}: Home goes back to the start`);
  checkEqual(page.pageErrors, [], `${name}: no script errors`);
  return page;
}

// The snapshots of a trace equal the replay from the header (docs/trace-format.md).
function checkSnapshots(traceFile, name) {
  const trace = readTrace(traceFile);
  if (stateAfter(trace, 0) === null) {
    console.log(`note: ${name}: lib/trace_replay.mjs has no replay of ${trace.header.puzzle} states; the page checks its snapshots`);
    return;
  }
  let same = 0;
  for (const snapshot of trace.snapshots.slice(0, 20)) {
    checkEqual(snapshotState(trace, snapshot), stateAfter(trace, snapshot.step), `${name}: the snapshot at step ${snapshot.step} equals the replay`);
    same++;
  }
  if (same === 0) console.log(`note: ${name}: no snapshots`);
}

async function checkErrors(browser, url) {
  const page = await openPage(browser, url);
  const load = (text) => page.evaluate((t) => {
    PuzzleLab.page.viewer.loadText(t);
    const box = document.querySelector('.plv-error');
    return { shown: !box.hidden && box.getBoundingClientRect().height > 0, text: box.textContent };
  }, text);
  let shown = await load('<html>not a trace</html>\n');
  check(shown.shown && /line 1: not a PuzzleLab trace/.test(shown.text), `bad first line: the page says so ("${shown.text}")`);
  check(await page.locator('.plv-legend').isHidden(), 'bad first line: no legend is shown');
  await screenshot(page, 'viewer-error');
  shown = await load(fs.readFileSync(path.join(fixtures, 'unknown_version.jsonl'), 'utf8'));
  check(shown.shown && /version 99/.test(shown.text), `unknown version: the page names it ("${shown.text}")`);
  shown = await load('');
  check(shown.shown && /empty/.test(shown.text), 'empty text: the page says it is empty');
  checkEqual(page.pageErrors, [], 'bad traces: no script errors');
  await page.close();

  const bad = await openPage(browser, viewPage(path.join(fixtures, 'bad_lines.jsonl'), 'bad-lines'));
  const warnings = await bad.evaluate(() => [...document.querySelectorAll('.plv-warning')].map((li) => li.textContent));
  check(warnings.some((w) => w.startsWith('line 3: not valid JSON')), 'a line that is not JSON is reported with its number');
  check(warnings.some((w) => w.startsWith('line 5: not an event')), 'a line that is not an event is reported with its number');
  checkEqual((await info(bad)).totalSteps, 4, 'the good lines around bad ones are read');
  await bad.keyboard.press('End');
  checkEqual((await info(bad)).status, 'solved', 'the end line is read after bad lines');
  await bad.close();
}

// The viewer page straight from the source tree, a trace opened with its file input, the way
// the served pages use the Viewer API: streamed in chunks that split lines.
async function checkSourcePageAndStream(browser) {
  const page = await openPage(browser, pathToFileURL(path.join(sourceDir, 'web/viewer.html')).href);
  checkEqual((await page.textContent('.plv-event')), 'no trace loaded', 'web/viewer.html from the source tree: waits for a trace');
  // The source page lists no puzzle: it loads the drawing (draw_NAME.js and .css) of the one the
  // trace names, from beside it.
  checkEqual(await page.evaluate(() => Object.keys(PuzzleLab.puzzles)), [], 'web/viewer.html from the source tree names no puzzle');
  await page.setInputFiles('#trace-file', path.join(fixtures, 'hanoi4.jsonl'));
  await page.waitForFunction(() => PuzzleLab.page.viewer.info().totalSteps > 0);
  checkEqual((await info(page)).puzzle, 'hanoi', 'a trace opened with the file input is shown');
  checkEqual(await page.evaluate(() => Object.keys(PuzzleLab.puzzles)), ['hanoi'], 'the source page loaded the drawing of the trace\'s puzzle');
  check(await page.evaluate(() => getComputedStyle(document.querySelector('.plv-drawing .rod')).fill !== 'rgb(0, 0, 0)'), 'and its look: the rods are not drawn in the default black');
  // A page using the Viewer API loads the drawing of what it will show first (as the run page of
  // `puzzlelab serve` does for every puzzle of the registry).
  await page.evaluate(() => PuzzleLab.loadPuzzle('peg'));

  const text = fs.readFileSync(path.join(fixtures, 'peg_english_cut.jsonl'), 'utf8');
  const trace = readTrace(path.join(fixtures, 'peg_english_cut.jsonl'));
  const streamed = await page.evaluate((t) => {
    const container = document.createElement('div');
    document.body.appendChild(container);
    const viewer = new PuzzleLab.Viewer(container);
    window.streamViewer = viewer;
    const seen = [];
    for (let at = 0; at < t.length; at += 997) {
      viewer.appendText(t.slice(at, at + 997));
      if (at === 997 * 20) seen.push(viewer.info());
    }
    const before = viewer.info();
    viewer.finishStream();
    return { during: seen[0], before, after: viewer.info(), pegs: container.querySelectorAll('.peg').length };
  }, text);
  check(streamed.during.step === streamed.during.totalSteps && streamed.during.totalSteps > 0, `while streaming the viewer follows the newest step (${streamed.during.step})`);
  checkEqual(streamed.before.status, 'stopped', 'the streamed end line is read');
  checkEqual([streamed.after.totalSteps, streamed.after.truncated], [trace.events.length, true], 'a stream in chunks that split lines reads every event, and the cut');
  checkEqual(streamed.pegs, pegsAfter(trace, trace.events.length).split('1').length - 1, 'the streamed viewer draws the last step');
  const scrubbed = await page.evaluate(() => {
    window.streamViewer.goTo(1234);
    return window.streamViewer.info();
  });
  checkEqual([scrubbed.step, scrubbed.depth], [1234, trace.events.slice(0, 1234).reduce((d, e) => d + (e.e === 'move' ? 1 : e.e === 'undo' ? -1 : 0), 0)], 'goTo() and info() through the API');
  checkEqual(page.pageErrors, [], 'source page and stream: no script errors');
  await page.close();
}

// A million events: load and scrub, timed (printed, not asserted), and checked at a few steps.
async function measureMillion(browser) {
  const file = path.join(outputDir, 'peg_million.jsonl');
  fs.writeFileSync(file, pegTrace({ board: 'french', empty: 18, limit: 1000000, snapshotEvery: 1000, deadTable: false }));
  const trace = readTrace(file);
  const holes = trace.header.instance.holes.length;
  const pageStart = Date.now();
  const page = await openPage(browser, viewPage(file, 'peg-million'));
  const openSeconds = (Date.now() - pageStart) / 1000;
  const loaded = await info(page);
  checkEqual([loaded.totalSteps, loaded.truncated], [1000000, true], 'a million events load');
  const timing = await page.evaluate(() => {
    const viewer = PuzzleLab.page.viewer;
    let seed = 12345;
    const random = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };
    const times = [];
    for (let i = 0; i < 300; i++) {
      const step = Math.floor(random() * 1000000);
      const start = performance.now();
      viewer.goTo(step);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const forward = performance.now();
    for (let i = 0; i < 1000; i++) viewer.goTo(viewer.info().step + 17);
    return { load: PuzzleLab.page.loadMilliseconds, median: times[150], p95: times[285], max: times[299],
      frame17: (performance.now() - forward) / 1000 };
  });
  console.log(`measure: 1,000,000-event peg trace (${(fs.statSync(file).size / 1048576).toFixed(1)} MiB): page open ${openSeconds.toFixed(2)} s, ` +
    `loadText ${timing.load.toFixed(0)} ms; scrub to a random step: median ${timing.median.toFixed(2)} ms, ` +
    `95th percentile ${timing.p95.toFixed(2)} ms, max ${timing.max.toFixed(2)} ms; ` +
    `17 steps forward (one frame at 1,000 steps/s): ${timing.frame17.toFixed(3)} ms`);
  for (const k of [999, 1000, 1001, 456789, 999999, 1000000, 3]) {
    await scrubTo(page, k);
    checkEqual(await drawnPegs(page, holes), pegsAfter(trace, k), `million: at step ${k} the pegs equal the replay`);
  }
  checkEqual(page.pageErrors, [], 'million: no script errors');
  await page.close();
}

runBrowserTest(async (browser) => {
  const peg = await checkPeg(browser, path.join(fixtures, 'peg_triangle5.jsonl'), 'peg-triangle5', [40, 41, 100, 9, 333, 0, 509]);
  await checkPlayback(peg, 'peg-triangle5');
  await peg.keyboard.press('Home');
  await peg.click('.plv-forward');
  await peg.click('.plv-forward');
  await peg.click('.plv-forward');
  await screenshot(peg, 'viewer-peg');
  await peg.close();
  const cut = await checkPeg(browser, path.join(fixtures, 'peg_english_cut.jsonl'), 'peg-english-cut', [250, 251, 249, 1700, 2999, 3000, 501, 12]);
  check(/truncated/.test(await cut.textContent('.plv-status')), 'peg-english-cut: the status says the trace was cut');
  checkEqual((await info(cut)).truncated, true, 'peg-english-cut: info() says truncated');
  await cut.close();

  await checkPegCoordinates(browser, 'triangle5');
  await checkPegCoordinates(browser, 'english');

  const queens = await checkQueens(browser, path.join(fixtures, 'queens8_locked.jsonl'), 'queens8-locked');
  await queens.keyboard.press('Home');
  await queens.click('.plv-next-solution');
  await screenshot(queens, 'viewer-queens');
  await queens.close();
  await (await checkQueens(browser, path.join(fixtures, 'queens6.jsonl'), 'queens6')).close();
  await checkQueensSquares(browser, ['8']);
  await checkQueensSquares(browser, ['8', '--lock', 'd5']);
  await checkQueensLastFrame(browser, ['8', '--lock', 'd5', '--method', 'forward']);
  await checkQueensLastFrame(browser, ['8', '--method', 'backtrack']);
  await checkQueensLastFrame(browser, ['6', '--lock', 'b1', '--method', 'sat']);

  const hanoi = await checkHanoi(browser, path.join(fixtures, 'hanoi4.jsonl'), 'hanoi4');
  await hanoi.keyboard.press('Home');
  await hanoi.keyboard.press('ArrowRight');
  await hanoi.keyboard.press('ArrowRight');
  await hanoi.keyboard.press('ArrowRight');
  await screenshot(hanoi, 'viewer-hanoi');
  await hanoi.close();

  const bots = await checkNanobots(browser, path.join(fixtures, 'nanobots_example.jsonl'), 'nanobots-example');
  await bots.keyboard.press('ArrowLeft');
  await screenshot(bots, 'viewer-nanobots');
  await bots.close();

  // A phone-sized window: the board still fits the width.
  const phone = await openPage(browser, viewPage(path.join(fixtures, 'queens8_locked.jsonl'), 'queens-phone'), { width: 390, height: 844 });
  const width = await phone.evaluate(() => [document.documentElement.scrollWidth, document.querySelector('.plv-drawing').getBoundingClientRect().width]);
  check(width[0] <= 390 && width[1] > 300, `a phone-sized window needs no sideways scrolling (page ${width[0]} px, board ${width[1].toFixed(0)} px)`);
  await screenshot(phone, 'viewer-phone');
  await phone.close();

  await checkErrors(browser, viewPage(path.join(fixtures, 'hanoi4.jsonl'), 'errors'));
  await checkSourcePageAndStream(browser);

  // Traces from the solvers themselves, when they can write them.
  const real = [
    ['real-peg-triangle5', ['peg', 'solve', '--board', 'triangle5'], 'peg'],
    ['real-peg-english', ['peg', 'solve', '--board', 'english', '--trace-limit', '5000'], 'peg'],
    ['real-queens8', ['queens', 'solve', '8', '--lock', 'd5'], 'queens'],
    ['real-hanoi3', ['hanoi', 'solve', '--disks', '3'], 'hanoi'],
    ['real-nanobots', ['nanobots', 'solve', path.join(fixtures, 'nanobots_example.txt')], 'nanobots'],
    ['real-nanobots-300', ['nanobots', 'solve', nanobotsInput(300), '--trace-limit', '200000'], 'nanobots'],
  ];
  for (const [name, args, puzzle] of real) {
    const file = solverTrace(name, args);
    if (!file) continue;
    checkSnapshots(file, name);
    const trace = readTrace(file);
    let page;
    if (puzzle === 'peg') {
      const n = trace.events.length;
      page = await checkPeg(browser, file, name, [...new Set([Math.min(n, 1), Math.floor(n / 3), Math.floor(n / 2), n, Math.floor(n / 5)])]);
    } else if (puzzle === 'queens') {
      page = await checkQueens(browser, file, name);
    } else if (puzzle === 'hanoi') {
      page = await checkHanoi(browser, file, name);
    } else {
      page = await checkNanobots(browser, file, name);
    }
    await screenshot(page, `viewer-${name}`);
    await page.close();
  }

  // Traces by `puzzlelab solve --trace`, drawn step by step as their replay says: the answers of
  // river, tm and tiles' bfs, and the searches of knights and tiles' IDA* with their undos.
  const answers = [
    ['answer-river', ['solve', 'river']],
    ['search-knights', ['solve', 'knights', '--size', '6', '--closed', 'yes', '--trace-snapshot', '5']],
    ['search-knights-backtrack', ['solve', 'knights', '--size', '5', '--method', 'backtrack', '--trace-snapshot', '50']],
    ['answer-tm', ['solve', 'tm', '--method', 'bfs']],
    ['answer-tiles', ['solve', 'tiles', '--method', 'bfs', '--trace-snapshot', '5']],
    ['search-tiles', ['solve', 'tiles', '--start', '0,1,3,2,5,8,4,7,6', '--method', 'ida', '--trace-snapshot', '20']],
  ];
  for (const [name, args] of answers) {
    const file = solverTrace(name, args);
    check(file !== null, `${name}: puzzlelab ${args.join(' ')} --trace writes a trace`);
    if (!file) continue;
    checkSnapshots(file, name);
    const page = await checkAnswerTrace(browser, file, name);
    await page.keyboard.press('End');
    await screenshot(page, `viewer-${name}`);
    await page.close();
  }

  await measureMillion(browser);
});
