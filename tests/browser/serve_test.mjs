// The pages of `puzzlelab serve` in headless Chromium: start a peg run and watch it stream into
// the viewer; race two methods from the run page and play the race; play peg solitaire by
// clicking, ask for hints, and follow them until the game is won. The server is started here on
// a free port and stopped at the end.
import { execFileSync, spawn } from 'node:child_process';
import { check, checkEqual, puzzlelab, runBrowserTest, screenshot } from './lib/browser.mjs';

// The registry as `puzzlelab list` prints it: the names the pages must offer, none by hand.
const registryNames = JSON.parse(execFileSync(puzzlelab, ['list', '--format', 'json'], { encoding: 'utf8' })).puzzles.map((p) => p.name);

// Starts `puzzlelab serve --port 0` and resolves with its base URL, read from the first line.
function startServer() {
  const child = spawn(puzzlelab, ['serve', '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let text = '';
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`puzzlelab serve exited with ${code}: ${text}`)));
    child.stdout.on('data', (data) => {
      text += data;
      const match = text.match(/^serving on (http:\/\/127\.0\.0\.1:\d+\/)\n/);
      if (match) resolve({ child, url: match[1] });
    });
  });
}

async function testRunPage(browser, url) {
  const page = await browser.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(error.message));
  // A drawing the page asks for and the server lacks (the registry and web/ out of step).
  page.on('response', (response) => { if (response.status() >= 400 && /\/(draw|viewer)_/.test(response.url())) problems.push(`${response.status()} ${response.url()}`); });
  await page.goto(url);
  await page.waitForFunction(() => document.querySelectorAll('#param-board option').length > 0);
  const listed = await page.evaluate(() => [...document.querySelectorAll('#puzzle option')].map((o) => o.value));
  checkEqual(listed, registryNames, 'the run page lists every puzzle of the registry');
  // The page names no puzzle: it loads draw_NAME.js and .css for each one the registry has.
  const drawn = await page.evaluate(() => Object.keys(window.PuzzleLab.puzzles).sort());
  checkEqual(drawn, [...registryNames].sort(), 'the run page has the drawing of every puzzle of the registry, and no other');
  const styled = await page.evaluate(() => [...document.querySelectorAll('link[rel="stylesheet"]')]
    .map((link) => (link.href.match(/draw_(\w+)\.css$/) || [])[1]).filter(Boolean).sort());
  checkEqual(styled, [...registryNames].sort(), 'and its look, draw_NAME.css');
  const registry = await (await fetch(`${url}api/puzzles`)).json();
  const methods = await page.evaluate(() => [...document.querySelectorAll('#method option')].map((o) => o.value));
  checkEqual(methods, registry[0].methods.map((m) => m.name), 'the peg methods come from GET /api/puzzles, the declarative ones too');
  checkEqual(await page.inputValue('#method'), 'dfs', 'the default method is chosen');
  checkEqual(await page.inputValue('#param-board'), 'english', 'the board field starts at its default');
  check((await page.locator('#param-board option').count()) > 20, 'the board field offers the catalogue');

  // English in konami order: enough events to watch them arrive and play.
  await page.selectOption('#param-order', 'konami');
  await page.fill('#run-events', '20000');
  await page.click('#run-start');
  await page.waitForFunction(() => window.PuzzleLab.runViewer.info().totalSteps > 0);
  const first = await page.evaluate(() => window.PuzzleLab.runViewer.info());
  checkEqual([first.puzzle, first.method], ['peg', 'dfs'], 'the streamed trace is a peg dfs run');
  await page.waitForFunction((step) => window.PuzzleLab.runViewer.info().step > step + 5, first.step);
  const later = await page.evaluate(() => window.PuzzleLab.runViewer.info());
  check(later.step > first.step, `the step counter rises (${first.step} -> ${later.step})`);
  check(later.playing, 'the viewer plays the run as it streams');
  // Paused, the drawing must show the position of the step on display: the English board's 32
  // pegs less one per jump on the current path (how far play has got depends on the machine).
  await page.evaluate(() => window.PuzzleLab.runViewer.pause());
  const shown = await page.evaluate(() => window.PuzzleLab.runViewer.info());
  const expectedPegs = 32 - shown.depth;
  await page
    .waitForFunction((want) => document.querySelectorAll('#viewer circle.peg').length === want, expectedPegs, { timeout: 5000 })
    .catch(() => {});
  const pegs = await page.locator('#viewer circle.peg').count();
  checkEqual(pegs, expectedPegs, `the drawing shows the pegs of step ${shown.step} (depth ${shown.depth})`);
  await page.evaluate(() => window.PuzzleLab.runViewer.play());
  await page.waitForFunction(() => window.PuzzleLab.runViewer.info().status !== null, null, { timeout: 60000 });
  const done = await page.evaluate(() => window.PuzzleLab.runViewer.info());
  checkEqual([done.status, done.truncated], ['solved', true], 'the run ends solved, its trace cut at 20,000 events');
  check(/finished: solved/.test(await page.textContent('#run-status')), 'the status line says it finished');
  await screenshot(page, 'serve-run-peg');

  // A refused request shows the server's message.
  await page.selectOption('#puzzle', 'queens');
  await page.fill('#param-lock', 'z9');
  await page.click('#run-start');
  await page.waitForFunction(() => /Refused/.test(document.querySelector('#run-status').textContent));
  check(/lock/.test(await page.textContent('#run-status')), 'a bad lock is refused with the reason');

  // A queens run streams too.
  await page.fill('#param-lock', 'd5');
  await page.selectOption('#method', 'backtrack');
  await page.click('#run-start');
  await page.waitForFunction(() => window.PuzzleLab.runViewer.info().status !== null
    && window.PuzzleLab.runViewer.info().puzzle === 'queens', null, { timeout: 60000 });
  checkEqual(await page.evaluate(() => window.PuzzleLab.runViewer.info().status), 'solved', 'the queens run ends solved');
  await screenshot(page, 'serve-run-queens');

  // Puzzles past peg and queens: their answers stream into the viewer, drawn to the end.
  await page.selectOption('#puzzle', 'river');
  checkEqual(await page.inputValue('#method'), 'bfs', 'river: the default method is chosen');
  await page.click('#run-start');
  await page.waitForFunction(() => window.PuzzleLab.runViewer.info().status !== null
    && window.PuzzleLab.runViewer.info().puzzle === 'river', null, { timeout: 60000 });
  await page.evaluate(() => window.PuzzleLab.runViewer.goTo(window.PuzzleLab.runViewer.info().totalSteps));
  const river = await page.evaluate(() => window.PuzzleLab.runViewer.info());
  checkEqual([river.status, river.totalSteps], ['optimal', 8], 'the river run ends optimal: seven crossings and the solution');
  checkEqual(await page.locator('#viewer .item[data-bank="far"]').count(), 4, 'the drawing shows everyone on the far bank');
  await screenshot(page, 'serve-run-river');

  await page.selectOption('#puzzle', 'tiles');
  await page.selectOption('#method', 'ida');
  await page.fill('#param-start', '1,2,3,4,5,6,0,7,8');
  await page.click('#run-start');
  await page.waitForFunction(() => window.PuzzleLab.runViewer.info().status !== null
    && window.PuzzleLab.runViewer.info().puzzle === 'tiles', null, { timeout: 60000 });
  await page.evaluate(() => window.PuzzleLab.runViewer.goTo(window.PuzzleLab.runViewer.info().totalSteps));
  checkEqual(await page.evaluate(() => window.PuzzleLab.runViewer.info().status), 'optimal', 'a tiles run with a start of its own ends optimal');
  checkEqual(await page.evaluate(() => [...document.querySelectorAll('#viewer .tile')].sort((a, b) => a.dataset.cell - b.dataset.cell).map((t) => Number(t.dataset.tile))),
    [1, 2, 3, 4, 5, 6, 7, 8], 'the tiles stand in order at the end');
  checkEqual(problems, [], 'no script errors on the run page');
  await page.close();
}

// The race control of the run page: peg triangle5, dfs against a method that traces only its
// answer, sent as POST /api/race and played by PuzzleLab.Race below the form.
async function testRace(browser, url) {
  const page = await browser.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(url);
  await page.waitForFunction(() => document.querySelectorAll('#race-choices input').length > 0);
  const peg = (await (await fetch(`${url}api/puzzles`)).json())[0];
  const boxes = () => page.evaluate(() => [...document.querySelectorAll('#race-choices input')].map((b) => ({ name: b.value, checked: b.checked })));
  const available = peg.methods.filter((m) => m.available).map((m) => m.name);
  checkEqual((await boxes()).map((b) => b.name), peg.methods.map((m) => m.name), 'a box for each peg method');
  checkEqual((await boxes()).filter((b) => b.checked).map((b) => b.name), available.slice(0, 6), 'the first six available methods start ticked');

  const other = (peg.methods.find((m) => m.available && m.family === 'sat') || peg.methods.find((m) => m.available && !m.traced)).name;
  const methods = ['dfs', other];
  await page.selectOption('#param-board', 'triangle5');
  for (const box of await boxes()) {
    await page.setChecked(`#race-choices input[value="${box.name}"]`, methods.includes(box.name));
  }
  await page.setChecked('#race-choices input[value="dfs"]', false);
  check(await page.isDisabled('#race-start'), 'one method ticked: the Race button waits for a second');
  await page.setChecked('#race-choices input[value="dfs"]', true);

  // The request is held until the page has said what it is doing.
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  let sent = null;
  await page.route('**/api/race', async (route) => {
    sent = JSON.parse(route.request().postData());
    await held;
    await route.continue();
  });
  await page.click('#race-start');
  await page.waitForFunction(() => /Running 2 methods/.test(document.querySelector('#race-status').textContent));
  check(await page.isDisabled('#race-start'), 'the Race button waits while the race runs');
  release();
  await page.waitForFunction(() => window.PuzzleLab.serveRace, null, { timeout: 60000 });
  await page.unroute('**/api/race');
  checkEqual([sent.puzzle, sent.params.board, sent.methods, sent.seconds], ['peg', 'triangle5', methods, 10], 'the race request carries the page\'s instance and methods');

  const panels = await page.evaluate(() => [...document.querySelectorAll('#race-host .race-lane')].map((lane) => lane.dataset.method));
  checkEqual(panels, methods, 'a panel for each method raced');
  const start = await page.evaluate(() => window.PuzzleLab.serveRace.info());
  check(start.lanes.some((lane) => !lane.finished), 'at the start of the clock a method is still running');
  const end = await page.evaluate(() => {
    window.PuzzleLab.serveRace.setPosition(1);
    return window.PuzzleLab.serveRace.info();
  });
  checkEqual(end.lanes.map((lane) => lane.finished), [true, true], 'at the end of the clock both methods have finished');
  check(end.lanes.every((lane) => lane.status === end.lanes[0].status && lane.status !== null), `both methods reach the same status (${end.lanes.map((lane) => lane.status)})`);
  check(/Raced 2 methods/.test(await page.textContent('#race-status')), 'the status line says the race is in');
  await screenshot(page, 'serve-race-peg');

  // A second race replaces the first.
  await page.click('#race-start');
  await page.waitForFunction(() => /Raced/.test(document.querySelector('#race-status').textContent) && !document.querySelector('#race-start').disabled, null, { timeout: 60000 });
  checkEqual(await page.locator('#race-host .race-lane').count(), 2, 'a new race takes the place of the old one');
  checkEqual(problems, [], 'no script errors on the run page with a race');
  await page.close();
}

// A race whose method runs out of time: its panel says whose limit stopped it. The server's
// answer is real (queens brute force needs 2 s for its first board, and gets 0.3 s); the page
// plays it as sent, then as the server's own limit (its default, or its cap on a race of N
// methods, 60 s over N) would have sent it, which takes too long to wait for here.
async function testRaceTimeLimit(browser, url) {
  const request = { puzzle: 'queens', params: {}, methods: ['brute', 'backtrack'], seconds: 0.3 };
  const answer = await (await fetch(`${url}api/race`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(request) })).json();
  checkEqual([answer.time_limit.seconds, answer.time_limit.by], [0.3, 'request'], 'the race answer says the time limit was the request\'s');
  checkEqual(answer.lanes.map((lane) => lane.report.status), ['stopped', 'solved'], 'brute force is stopped by the time limit, backtracking solves');
  const page = await browser.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(url);
  await page.waitForFunction(() => document.querySelectorAll('#race-choices input').length > 0);
  await page.selectOption('#puzzle', 'queens');
  for (const by of ['request', 'server']) {
    await page.route('**/api/race', (route) => route.fulfill({ status: 200, contentType: 'application/json',
      body: JSON.stringify({ ...answer, time_limit: { ...answer.time_limit, by } }) }));
    await page.evaluate(() => { window.PuzzleLab.serveRace = null; });
    await page.click('#race-start');
    await page.waitForFunction(() => window.PuzzleLab.serveRace && /Raced/.test(document.querySelector('#race-status').textContent));
    await page.unroute('**/api/race');
    await page.evaluate(() => window.PuzzleLab.serveRace.setPosition(1));
    const status = await page.textContent('#race-host .race-lane[data-method="brute"] .race-status');
    if (by === 'server') {
      check(/^stopped by the server's time limit after \d[\d.]* m?s\b/.test(status), `a method stopped by the server's time limit says so ("${status}")`);
      await screenshot(page, 'serve-race-time-limit');
    } else {
      check(/^stopped after \d[\d.]* m?s\b/.test(status) && !/server/.test(status), `a method stopped by the request's own limit says only that it stopped ("${status}")`);
    }
  }
  checkEqual(problems, [], 'no script errors on the run page with a race stopped by time');
  await page.close();
}

async function clickJump(page, jump) {
  await page.click(`#play-board-svg g[data-hole="${jump[0]}"]`);
  await page.click(`#play-board-svg g[data-hole="${jump[2]}"]`);
}

async function askHint(page) {
  await page.click('#play-hint');
  await page.waitForFunction(() => {
    const kind = document.querySelector('#hint-text').dataset.kind;
    return kind && kind !== 'busy';
  });
  return page.evaluate(() => ({
    kind: document.querySelector('#hint-text').dataset.kind,
    text: document.querySelector('#hint-text').textContent,
    hint: window.PuzzleLabPlay.state().hint,
  }));
}

// Whether the play page's buttons are disabled: [Undo, Restart, Hint].
const playButtonsDisabled = (page) => page.evaluate(() => ['#play-undo', '#play-restart', '#play-hint'].map((id) => document.querySelector(id).disabled));

async function testPlayPage(browser, url) {
  const page = await browser.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(error.message));
  // The boards are held back until the page has been looked at: at move 0, before any board has
  // arrived, there is nothing to undo, restart or ask about.
  let releaseBoards;
  const boardsHeld = new Promise((resolve) => { releaseBoards = resolve; });
  await page.route('**/api/boards', async (route) => { await boardsHeld; await route.continue(); });
  await page.goto(`${url}play`);
  checkEqual(await playButtonsDisabled(page), [true, true, true], 'before the boards arrive, Undo, Restart and Hint are disabled');
  releaseBoards();
  await page.waitForFunction(() => document.querySelectorAll('#play-board-svg g.hole').length > 0);
  await page.unroute('**/api/boards');
  checkEqual(await page.locator('#play-board-svg g.hole').count(), 33, 'the English board is drawn, 33 holes');
  checkEqual(await page.textContent('#peg-count'), '32', '32 pegs at the start');
  checkEqual(await page.locator('#play-board-svg g.selectable').count(), 4, 'four pegs can jump at the start');
  checkEqual(await playButtonsDisabled(page), [true, false, false], 'at move 0 Undo is disabled, Restart and Hint enabled');

  // A jump by clicking: the peg count drops by one, and Undo brings it back.
  const state = await page.evaluate(() => window.PuzzleLabPlay.state());
  const jump = state.legal[0];
  await page.click(`#play-board-svg g[data-hole="${jump[0]}"]`);
  check(await page.locator(`#play-board-svg g[data-hole="${jump[2]}"].target`).count() === 1, 'the chosen peg shows its landing hole');
  await page.click(`#play-board-svg g[data-hole="${jump[2]}"]`);
  checkEqual(await page.textContent('#peg-count'), '31', 'a legal jump removes one peg');
  checkEqual((await playButtonsDisabled(page))[0], false, 'after one jump Undo is enabled');
  const after = await page.evaluate(() => window.PuzzleLabPlay.state());
  checkEqual([after.pegs[jump[0]], after.pegs[jump[1]], after.pegs[jump[2]]], ['0', '0', '1'], 'the jump moved the peg over the jumped one');
  // Clicking an empty hole that no chosen peg reaches changes nothing.
  await page.click(`#play-board-svg g[data-hole="${jump[0]}"]`);
  checkEqual(await page.textContent('#peg-count'), '31', 'an illegal click does not jump');
  await screenshot(page, 'serve-play-english');

  // A hint on the English board: legal from this position, shown on the board.
  const answer = await askHint(page);
  checkEqual(answer.kind, 'winnable', 'the position after one jump can still be won');
  const legal = (await page.evaluate(() => window.PuzzleLabPlay.state())).legal;
  check(answer.hint && legal.some((j) => j[0] === answer.hint.from && j[1] === answer.hint.over && j[2] === answer.hint.to),
    'the hinted jump is legal');
  check(await page.locator('#play-board-svg g.hint-from').count() === 1
    && await page.locator('#play-board-svg g.hint-to').count() === 1, 'the hinted jump is shown on the board');
  await screenshot(page, 'serve-play-hint');
  await page.click('#play-undo');
  checkEqual(await page.textContent('#peg-count'), '32', 'Undo puts the peg back');
  checkEqual((await playButtonsDisabled(page))[0], true, 'undone back to move 0, Undo is disabled again');

  // triangle5: follow the hints to the end by clicking.
  await page.selectOption('#play-board', 'triangle5');
  await page.waitForFunction(() => window.PuzzleLabPlay.state().board === 'triangle5');
  checkEqual(await page.textContent('#peg-count'), '14', 'triangle5 starts with 14 pegs');
  let hints = 0;
  for (let i = 0; i < 20; i++) {
    const { kind, hint } = await askHint(page);
    if (kind === 'won') break;
    if (kind !== 'winnable' || !hint) {
      check(false, `hint ${i + 1} is a winnable jump (got ${kind})`);
      break;
    }
    hints += 1;
    await clickJump(page, [hint.from, hint.over, hint.to]);
  }
  const end = await page.evaluate(() => window.PuzzleLabPlay.state());
  checkEqual([hints, end.won, await page.textContent('#peg-count')], [13, true, '1'], 'thirteen hints win triangle5');
  check(/Won in 13 jumps/.test(await page.textContent('#play-status')), 'the page says the game is won');
  await screenshot(page, 'serve-play-triangle5-won');

  await page.click('#play-restart');
  checkEqual(await page.textContent('#peg-count'), '14', 'Restart sets the board up again');
  checkEqual((await playButtonsDisabled(page))[0], true, 'after Restart (move 0) Undo is disabled');
  // A jump, then another board: its move 0 has nothing to undo either.
  await clickJump(page, (await page.evaluate(() => window.PuzzleLabPlay.state())).legal[0]);
  checkEqual((await playButtonsDisabled(page))[0], false, 'a jump on triangle5 enables Undo');
  await page.selectOption('#play-board', 'english');
  await page.waitForFunction(() => window.PuzzleLabPlay.state().board === 'english');
  checkEqual((await playButtonsDisabled(page))[0], true, 'a new board starts at move 0: Undo is disabled');
  checkEqual(problems, [], 'no script errors on the play page');
  await page.close();

  // The boards cannot be loaded: the page says so, and its buttons stay disabled.
  const failed = await browser.newPage();
  await failed.route('**/api/boards', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"busy"}' }));
  await failed.goto(`${url}play`);
  await failed.waitForFunction(() => /Could not load the boards/.test(document.querySelector('#play-status').textContent));
  checkEqual(await playButtonsDisabled(failed), [true, true, true], 'when the boards cannot be loaded, Undo, Restart and Hint stay disabled');
  await failed.close();
}

const { child, url } = await startServer();
// runBrowserTest ends the process; the server goes with it (Ctrl-C, as a person stops it).
process.on('exit', () => child.kill('SIGINT'));
await runBrowserTest(async (browser) => {
  await testRunPage(browser, url);
  await testRace(browser, url);
  await testRaceTimeLimit(browser, url);
  await testPlayPage(browser, url);
});
