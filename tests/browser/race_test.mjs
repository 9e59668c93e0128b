// The page `puzzlelab race` writes, opened from file:// in headless Chromium: each panel's
// drawing and counters equal this test's own replay of that panel's trace at every point of the
// shared clock, in both clock modes; at the end every panel's figures equal the report of a
// separate `puzzlelab solve` of the same method; a sampled brute-force run reaches its solution;
// a nanobots race zooms to its final box. Page sizes and load times are printed for the record.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { check, checkEqual, outputDir, puzzlelab, renderedSvgText, runBrowserTest, screenshot } from './lib/browser.mjs';

const sourceDir = process.env.PUZZLELAB_SOURCE_DIR || path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const fixtures = path.join(sourceDir, 'tests/browser/fixtures');

// Runs `puzzlelab race ...` into NAME.html; returns the page's address, its size and the CLI's
// own table as JSON (compare's schema: one result per method).
function racePage(name, args) {
  const html = path.join(outputDir, `${name}.html`);
  const started = Date.now();
  const json = execFileSync(puzzlelab, ['race', ...args, '-o', html, '--format', 'json'], { encoding: 'utf8', maxBuffer: 1 << 26 });
  const bytes = fs.statSync(html).size;
  console.log(`figure: ${name}: page ${(bytes / 1024).toFixed(0)} KiB, written in ${((Date.now() - started) / 1000).toFixed(2)} s`);
  return { url: pathToFileURL(html).href, html, bytes, cli: JSON.parse(json) };
}

// The race's data, read from the page the way the page reads it.
function raceData(html) {
  const text = fs.readFileSync(html, 'utf8');
  const match = text.match(/<script type="application\/json" id="puzzlelab-race">([\s\S]*?)<\/script>/);
  if (!match) throw new Error(`${html}: no race data`);
  return JSON.parse(match[1]);
}

// This test's own reading of a lane's trace: per written step, the run's event number, the
// counters (with "effect" and "start_nodes") and the puzzle state, snapshots after a sampling
// gap taken as the state (docs/trace-format.md).
function replayLane(traceText, applyEvent, initialState) {
  const lines = traceText.split('\n').filter((line) => line.trim() !== '').map((line) => JSON.parse(line));
  const header = lines[0];
  const usual = { move: [1, 1, 0], place: [1, 1, 0], undo: [-1, 0, 0], remove: [-1, 0, 0], box: [0, 1, 0], solution: [0, 0, 1] };
  let state = initialState(header);
  let counters = { at: 0, depth: 0, nodes: header.start_nodes || 0, solutions: 0 };
  const steps = [{ state, counters }];
  let end = null;
  for (const line of lines.slice(1)) {
    if (line.e === 'end') { end = line; continue; }
    if (line.e === 'truncated') continue;
    if (line.e === 'snapshot') {
      const last = steps[steps.length - 1];
      if (line.at !== last.counters.at) {
        last.state = initialState({ initial: line.state, instance: header.instance });
        last.counters = { at: line.at, depth: line.depth, nodes: line.nodes, solutions: line.solutions };
      }
      continue;
    }
    const effect = line.effect || usual[line.e] || [0, 0, 0];
    const previous = steps[steps.length - 1];
    const next = applyEvent(previous.state, line);
    steps.push({ state: next, counters: { at: previous.counters.at + 1, depth: previous.counters.depth + effect[0], nodes: previous.counters.nodes + effect[1], solutions: previous.counters.solutions + effect[2] } });
  }
  return { header, steps, end };
}

// The run's counters at its end: the end line's "final" when the trace's last events were left
// out, else those of the last step.
function finalCounters(replay) {
  const final = replay.end && replay.end.final;
  return final ? { at: final.at, depth: final.depth, nodes: final.nodes, solutions: final.solutions } : replay.steps[replay.steps.length - 1].counters;
}

const pegLane = (text) => replayLane(text, (pegs, event) => {
  const next = pegs.split('');
  if (event.e === 'move') { next[event.from] = '0'; next[event.over] = '0'; next[event.to] = '1'; }
  if (event.e === 'undo') { next[event.from] = '1'; next[event.over] = '1'; next[event.to] = '0'; }
  return next.join('');
}, (header) => header.initial.pegs);

const queensLane = (text) => replayLane(text, (queens, event) => {
  const next = new Set(queens);
  if (event.e === 'place') next.add(`${event.row},${event.col}`);
  if (event.e === 'remove') next.delete(`${event.row},${event.col}`);
  return [...next].sort();
}, (header) => header.initial.queens.map(([r, c]) => `${r},${c}`).sort());

async function openRace(browser, url, viewport = { width: 1500, height: 1100 }) {
  const page = await browser.newPage({ viewport });
  page.pageErrors = [];
  page.consoleErrors = [];
  page.on('pageerror', (error) => page.pageErrors.push(error.message));
  page.on('console', (message) => { if (message.type() === 'error') page.consoleErrors.push(message.text()); });
  const started = Date.now();
  await page.goto(url);
  await page.waitForFunction(() => window.PuzzleLab && window.PuzzleLab.race, null, { timeout: 120000 });
  page.loadSeconds = (Date.now() - started) / 1000;
  return page;
}

const raceInfo = (page) => page.evaluate(() => PuzzleLab.race.info());
const setPosition = (page, position) => page.evaluate((p) => PuzzleLab.race.setPosition(p), position);
const setMode = (page, mode) => page.evaluate((m) => {
  const select = document.querySelector('.race-mode select');
  select.value = m;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}, mode);

// What a lane draws: the pegs string, or the queens' squares sorted.
const drawnPegs = (page, method, holes) => page.evaluate(([m, count]) => {
  const pegs = new Array(count).fill('0');
  for (const peg of document.querySelectorAll(`.race-lane[data-method="${m}"] .plv-drawing .peg`)) pegs[Number(peg.dataset.hole)] = '1';
  return pegs.join('');
}, [method, holes]);
const drawnQueens = (page, method) => page.evaluate((m) => [...document.querySelectorAll(`.race-lane[data-method="${m}"] .plv-drawing .queen:not(.removed)`)]
  .map((queen) => `${queen.dataset.row},${queen.dataset.col}`).sort(), method);

// The figures a separate `puzzlelab solve` reports, flattened as the page flattens them.
function solveFigures(args) {
  const report = JSON.parse(execFileSync(puzzlelab, ['solve', ...args, '--format', 'json'], { encoding: 'utf8' }));
  return { report, figures: Object.assign({}, report.stats || {}, report.backend || {}) };
}

// Figures that do not depend on the machine's speed.
const kSteadyFigure = (key) => !/seconds$/.test(key);

// Every lane at several points of the clock, in the given mode: drawing and counters equal the
// replay of its trace at the step the lane shows; a lane shows the step the clock asks for.
async function checkLanesAlongTheClock(page, data, replays, drawn, mode) {
  await setMode(page, mode);
  for (const position of [0, 0.15, 0.35, 0.6, 0.85, 1]) {
    await setPosition(page, position);
    const info = await raceInfo(page);
    checkEqual(info.mode, mode, `clock mode ${mode}`);
    for (const [i, lane] of info.lanes.entries()) {
      if (lane.skipped) continue;
      const replay = replays[i];
      const finishAt = mode === 'events' ? lane.finishEvents : lane.finishSeconds;
      checkEqual(lane.finished, info.clock >= finishAt, `${lane.method} @${position} (${mode}): finished exactly when the clock passes its finish`);
      const shown = replay.steps[lane.step];
      const drawnState = await drawn(page, lane.method);
      checkEqual(drawnState, shown.state, `${lane.method} @${position} (${mode}): the drawing equals the replay at step ${lane.step}`);
      const counters = lane.finished ? finalCounters(replay) : shown.counters;
      if (data.lanes[i].traced) {
        checkEqual(lane.nodes, counters.nodes, `${lane.method} @${position} (${mode}): nodes equal the replay`);
      }
      checkEqual(Number(lane.shown.solutions.replace(/,/g, '')), counters.solutions, `${lane.method} @${position} (${mode}): solutions equal the replay`);
      if (mode === 'events' && !lane.finished) {
        check(counters.at <= info.clock, `${lane.method} @${position}: the step shown is not past the clock (${counters.at} <= ${info.clock})`);
        const following = replay.steps[lane.step + 1];
        check(!following || following.counters.at > info.clock, `${lane.method} @${position}: the step shown is the last one the clock has reached`);
      }
    }
  }
}

// At the end: each lane's figures equal its report, and those of a separate solve.
async function checkFinalFigures(page, data, replays, solveArgs) {
  await setPosition(page, 1);
  const info = await raceInfo(page);
  for (const [i, lane] of info.lanes.entries()) {
    if (lane.skipped) continue;
    check(lane.finished, `${lane.method}: finished at the end of the clock`);
    const replay = replays[i];
    const report = data.lanes[i].report;
    const { figures } = solveFigures([...solveArgs, '--method', lane.method]);
    for (const key of Object.keys(figures).filter(kSteadyFigure)) {
      checkEqual(lane.report[key], figures[key], `${lane.method}: the page's report figure ${key} equals puzzlelab solve's`);
    }
    if (data.lanes[i].traced) {
      checkEqual(lane.nodes, figures.nodes, `${lane.method}: the panel's final nodes equal puzzlelab solve's`);
      checkEqual(finalCounters(replay).nodes, report.stats.nodes, `${lane.method}: the trace's nodes equal its report's`);
    }
    checkEqual(lane.status, report.status, `${lane.method}: status`);
  }
  return info;
}

async function pegRace(browser) {
  const race = racePage('race-peg-triangle5', ['peg', '--board', 'triangle5', '--methods', 'dfs,sat,milp']);
  const data = raceData(race.html);
  checkEqual(data.lanes.map((lane) => lane.method), ['dfs', 'sat', 'milp'], 'peg race: the methods asked for, in order');
  checkEqual(race.cli.results.map((result) => result.method), ['dfs', 'sat', 'milp'], 'peg race: the CLI reports every method');
  const page = await openRace(browser, race.url);
  console.log(`figure: race-peg-triangle5: loaded in ${page.loadSeconds.toFixed(2)} s`);
  const replays = data.lanes.map((lane) => pegLane(lane.trace));
  const holes = replays[0].header.instance.holes.length;
  const drawn = (p, method) => drawnPegs(p, method, holes);
  await checkLanesAlongTheClock(page, data, replays, drawn, 'events');
  await screenshot(page, 'race-peg-events');
  await checkLanesAlongTheClock(page, data, replays, drawn, 'time');
  // The CLI's table and the page hold the same reports.
  for (const [i, result] of race.cli.results.entries()) {
    for (const key of Object.keys(result.stats || {}).filter(kSteadyFigure)) checkEqual(data.lanes[i].report.stats[key], result.stats[key], `peg ${result.method}: the page's ${key} is the CLI's`);
  }
  const info = await checkFinalFigures(page, data, replays, ['peg', 'board=triangle5']);
  const sat = info.lanes.find((lane) => lane.method === 'sat');
  check(Number(sat.shown.solutions) === 1, 'peg sat: its answer is shown at the end');
  const satText = await page.locator('.race-lane[data-method="sat"]').innerText();
  check(/conflicts/.test(satText), 'peg sat: the panel shows CaDiCaL\'s conflicts');
  const ranking = await page.locator('.race-ranking tbody tr').evaluateAll((rows) => rows.map((row) => row.dataset.method));
  const bySeconds = data.lanes.slice().sort((a, b) => a.report.seconds - b.report.seconds).map((lane) => lane.method);
  checkEqual(ranking, bySeconds, 'peg race: the ranking puts the quickest answer first');
  // Play runs the clock and stops at the end.
  await page.evaluate(() => { PuzzleLab.race.playSeconds = 1; PuzzleLab.race.setPosition(0); PuzzleLab.race.play(); });
  await page.waitForFunction(() => !PuzzleLab.race.playing, null, { timeout: 20000 });
  checkEqual((await raceInfo(page)).position, 1, 'peg race: play reaches the end and stops');
  await screenshot(page, 'race-peg-end');
  checkEqual(page.pageErrors, [], 'peg race: no page errors');
  await page.close();
}

async function queensRace(browser) {
  const race = racePage('race-queens-d5', ['queens', '--lock', 'd5', '--time-limit', '120']);
  const data = raceData(race.html);
  checkEqual(data.lanes.map((lane) => lane.method), ['brute', 'rows', 'backtrack', 'forward', 'propagate', 'sat'], 'queens race: the Queen\'s Challenge methods by default');
  const brute = data.lanes[0];
  check(brute.trace.startsWith('{') && JSON.parse(brute.trace.split('\n')[0]).sample, 'queens brute: its trace is sampled');
  checkEqual(brute.report.status, 'solved', 'queens brute: reaches its solution');
  const page = await openRace(browser, race.url, { width: 1600, height: 1300 });
  console.log(`figure: race-queens-d5: ${data.lanes.length} methods, loaded in ${page.loadSeconds.toFixed(2)} s, brute ${brute.report.stats.nodes} boards in ${JSON.parse(brute.trace.trim().split('\n').pop()).events_heard} events`);
  const replays = data.lanes.map((lane) => queensLane(lane.trace));
  await checkLanesAlongTheClock(page, data, replays, drawnQueens, 'events');
  await checkLanesAlongTheClock(page, data, replays, drawnQueens, 'time');
  const info = await checkFinalFigures(page, data, replays, ['queens', 'size=8', 'lock=d5']);
  // At the end, brute force shows its solution, the report's answer.
  const bruteLane = info.lanes[0];
  // The report names the queens' squares as the CLI does: b1 is row 0, column 1.
  const squares = brute.report.answer.queens.map((square) => `${Number(square.slice(1)) - 1},${square.charCodeAt(0) - 97}`).sort();
  checkEqual(await drawnQueens(page, 'brute'), squares, 'queens brute: the final drawing is the reported solution');
  checkEqual(Number(bruteLane.shown.solutions), 1, 'queens brute: one solution at the end');
  const satText = await page.locator('.race-lane[data-method="sat"] .race-counts-note').innerText();
  check(/conflict/.test(satText) && /board/.test(satText), `queens sat: the panel says what it counts (${satText})`);
  // Brute force's counters run to nine digits: they still fit their cells, at every point.
  for (const mode of ['time', 'events']) {
    await setMode(page, mode);
    for (const position of [0.5, 0.9, 1]) {
      await setPosition(page, position);
      checkEqual(await panelTextProblems(page), [], `queens race @${position} (${mode}): no panel text overlaps, leaves its panel or reads NaN`);
    }
  }
  await screenshot(page, 'race-queens-end');
  await setMode(page, 'events');
  await setPosition(page, 0.4);
  await screenshot(page, 'race-queens-middle');
  checkEqual(page.pageErrors, [], 'queens race: no page errors');
  await page.close();
}

async function nanobotsRace(browser) {
  const race = racePage('race-nanobots', ['nanobots', path.join(fixtures, 'nanobots_example.txt'), '--methods', 'bnb,milp']);
  const data = raceData(race.html);
  const page = await openRace(browser, race.url);
  await setPosition(page, 1);
  const windows = await page.evaluate(() => [...document.querySelectorAll('.race-lane[data-method="bnb"] .projection')]
    .map((group) => group.dataset.window.split(' ').map(Number)));
  const lines = data.lanes[0].trace.trim().split('\n').map((line) => JSON.parse(line));
  const boxes = lines.filter((line) => line.e === 'box');
  const best = lines.filter((line) => line.e === 'solution').pop();
  check(boxes.length > 0 && windows.length === 2, 'nanobots race: the bnb panel has two projections and the trace boxes');
  const [x0, x1, y0, y1] = windows[0];
  const first = boxes[0];
  check(x1 - x0 < first.hi[0] - first.lo[0] + 1, `nanobots race: at the end the x-y window (${x1 - x0}) is smaller than the first box (${first.hi[0] - first.lo[0] + 1})`);
  const [bx, by] = best.point;
  check(bx >= x0 && bx <= x1 && by >= y0 && by <= y1, 'nanobots race: the final window holds the answer point');
  // The lane's drawing is shown small (the race's panels): its labels are still 12 px or more.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const texts = await renderedSvgText(page, '.race-lane[data-method="bnb"] .plv-drawing');
  check(texts.length >= 12, `nanobots race: the bnb drawing's labels are shown (${texts.length})`);
  checkEqual(texts.filter((t) => t.px < 12), [], `nanobots race: every label is at least 12 px as shown (smallest ${Math.min(...texts.map((t) => t.px))} px)`);
  checkEqual(texts.filter((t) => !t.inside), [], 'nanobots race: every label lies inside the drawing');
  await screenshot(page, 'race-nanobots-end');
  checkEqual(page.pageErrors, [], 'nanobots race: no page errors');
  await page.close();
}

// A small instance of every puzzle, for a race of every method: a puzzle the registry lists
// and this table does not fails the test, so that a new puzzle gets its race page checked.
const kSmallInstance = {
  peg: ['--board', 'triangle5'],
  queens: ['--n', '6'],
  hanoi: ['--disks', '3'],
  river: [],
  knights: ['--size', '5'],
  nanobots: [path.join(fixtures, 'nanobots_example.txt')],
  tm: [],
  tiles: ['--start', '0,1,3,2,5,8,4,7,6'],  // 18 moves: IDA* backtracks
  pddl: ['--problem', 'hanoi-3'],
};

// What is wrong with the text of every panel as shown: NaN, undefined or Infinity in a panel,
// text outside its panel, two texts on top of each other. Text is measured as laid out (a
// range's boxes), so a number overflowing its cell counts.
const panelTextProblems = (page) => page.evaluate(() => {
  const problems = [];
  for (const lane of document.querySelectorAll('.race-lane')) {
    const method = lane.dataset.method;
    const text = lane.innerText;
    for (const bad of ['NaN', 'undefined', 'Infinity']) {
      if (text.includes(bad)) problems.push(`${method}: "${bad}" in "${text.split('\n').find((line) => line.includes(bad))}"`);
    }
    const edge = lane.getBoundingClientRect();
    const boxes = [];
    const walker = document.createTreeWalker(lane, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent.trim() || node.parentElement.closest('svg')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const box of range.getClientRects()) {
        if (box.width < 1 || box.height < 1) continue;
        boxes.push({ text: node.textContent.trim().slice(0, 40), box });
        if (box.left < edge.left - 1 || box.right > edge.right + 1) problems.push(`${method}: "${node.textContent.trim().slice(0, 40)}" leaves the panel`);
      }
    }
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const [a, b] = [boxes[i].box, boxes[j].box];
        const across = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const down = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (across > 1 && down > 1) problems.push(`${method}: "${boxes[i].text}" overlaps "${boxes[j].text}"`);
      }
    }
  }
  return problems;
});

// Every puzzle in the registry, every one of its methods (in races of up to six): at points of
// the clock in both modes, no panel shows NaN, undefined or overlapping text; the page logs no
// error; a method that traces only its answer says so; on the elapsed-time clock (the default)
// a panel reads "running" until its own run has ended and its elapsed time is the clock's.
async function everyPuzzleRace(browser) {
  const listed = JSON.parse(execFileSync(puzzlelab, ['list', '--format', 'json'], { encoding: 'utf8' })).puzzles;
  for (const puzzle of listed) {
    const instance = kSmallInstance[puzzle.name];
    check(instance !== undefined, `${puzzle.name}: the race test has a small instance of it`);
    if (instance === undefined) continue;
    const methods = puzzle.methods.map((method) => method.name);
    for (let first = 0; first < methods.length; first += 6) {
      let group = methods.slice(first, first + 6);
      if (group.length === 1) group = [methods[0], group[0]];  // a race needs two
      const name = `race-${puzzle.name}-${first / 6 + 1}`;
      const race = racePage(name, [puzzle.name, ...instance, '--methods', group.join(','), '--time-limit', '20']);
      const data = raceData(race.html);
      const page = await openRace(browser, race.url);
      checkEqual((await raceInfo(page)).mode, 'time', `${name}: the clock is elapsed time by default`);
      const problems = new Set();
      for (const mode of ['time', 'events']) {
        await setMode(page, mode);
        for (const position of [0, 0.02, 0.1, 0.25, 0.5, 0.75, 0.9, 1]) {
          await setPosition(page, position);
          for (const problem of await panelTextProblems(page)) problems.add(`${mode} @${position}: ${problem}`);
          if (mode !== 'time') continue;
          const info = await raceInfo(page);
          for (const lane of info.lanes) {
            if (lane.skipped) continue;
            const status = await page.locator(`.race-lane[data-method="${lane.method}"] .race-status`).innerText();
            if (lane.finished !== info.clock >= lane.finishSeconds) problems.add(`time @${position}: ${lane.method} reads finished=${lane.finished} at clock ${info.clock} (its run ends at ${lane.finishSeconds})`);
            if (!lane.finished && !/^running/.test(status)) problems.add(`time @${position}: ${lane.method} reads "${status}" while its run goes on`);
          }
        }
      }
      checkEqual([...problems], [], `${name}: every panel's text reads cleanly at every point of both clocks`);
      for (const lane of data.lanes) {
        if (lane.skipped) continue;
        const note = await page.locator(`.race-lane[data-method="${lane.method}"] .race-counts-note`).innerText();
        check(lane.traced === !/^answer only: this method reports no search events/.test(note), `${name} ${lane.method}: ${lane.traced ? 'streams its search events' : 'says it reports its answer only'} ("${note}")`);
      }
      await setMode(page, 'time');
      await setPosition(page, 0.5);
      await screenshot(page, name);
      checkEqual(page.pageErrors, [], `${name}: no page errors`);
      checkEqual(page.consoleErrors, [], `${name}: no console errors`);
      await page.close();
    }
  }
}

await runBrowserTest(async (browser) => {
  await pegRace(browser);
  await queensRace(browser);
  await nanobotsRace(browser);
  await everyPuzzleRace(browser);
});
