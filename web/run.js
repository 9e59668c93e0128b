// The run page of `puzzlelab serve`: builds its puzzle, method and parameter fields from
// GET /api/puzzles (the registry) and loads each puzzle's drawing (viewer_puzzles.js), sends the
// choice as a POST /api/run request, reads the streamed trace (application/x-ndjson) chunk by
// chunk into the viewer, and lets the person stop it (aborting the request ends the run on the
// server too). Its race control sends the same instance with two to six methods as a
// POST /api/race request and plays the answer below with PuzzleLab.Race (race.js).
(function () {
  'use strict';
  const PuzzleLab = window.PuzzleLab;
  const byId = (id) => document.getElementById(id);
  const form = byId('run-form');
  const puzzleSelect = byId('puzzle');
  const methodSelect = byId('method');
  const paramsBox = byId('params');
  const startButton = byId('run-start');
  const stopButton = byId('run-stop');
  const status = byId('run-status');
  const viewerHost = byId('viewer');
  const raceChoices = byId('race-choices');
  const raceButton = byId('race-start');
  const raceStatus = byId('race-status');
  const raceHost = byId('race-host');
  const secondsField = byId('run-seconds');
  const kMinRaceMethods = 2;
  const kMaxRaceMethods = 6;

  let puzzles = [];       // GET /api/puzzles
  let controller = null;  // AbortController of the request in flight
  let racing = false;     // a race request is in flight (the server runs it to its end)

  function setStatus(text, kind, line = status) {
    line.textContent = text;
    line.dataset.kind = kind || 'info';
  }

  function option(parent, value, text, title) {
    const node = document.createElement('option');
    node.value = value;
    node.textContent = text;
    if (title) node.title = title;
    parent.appendChild(node);
    return node;
  }

  function chosenPuzzle() {
    return puzzles.find((p) => p.name === puzzleSelect.value);
  }

  function describeMethod() {
    const puzzle = chosenPuzzle();
    const method = puzzle && puzzle.methods.find((m) => m.name === methodSelect.value);
    byId('method-summary').textContent = method ? `${method.family}: ${method.summary}${method.traced ? ' (traces its search)' : ' (traces its answer)'}` : '';
  }

  // One field a parameter: a list where the values are a fixed set (a parameter that may name a
  // file offers its built-in values only), else a text field; each starts at its default.
  function showParams(puzzle) {
    paramsBox.textContent = '';
    for (const param of puzzle.params) {
      if (param.choices.length === 1 && param.choices[0] === '') continue;  // nothing to choose
      const label = document.createElement('label');
      label.textContent = `${param.name} `;
      let field;
      if (param.choices.length > 0) {
        field = document.createElement('select');
        for (const choice of param.choices) option(field, choice, choice);
        if (!param.choices.includes(param.default)) option(field, param.default, param.default || '(default)');
      } else {
        field = document.createElement('input');
        field.type = 'text';
        field.placeholder = param.default === '' ? '(default)' : '';
      }
      field.id = `param-${param.name}`;
      field.dataset.param = param.name;
      field.dataset.default = param.default;
      field.value = param.default;
      field.title = param.help;
      label.appendChild(field);
      paramsBox.appendChild(label);
      const help = document.createElement('p');
      help.className = 'hint-line';
      help.textContent = param.help;
      paramsBox.appendChild(help);
    }
  }

  // One box a method; the first six available start ticked, as `puzzlelab race` chooses them.
  function showRaceMethods(puzzle) {
    raceChoices.textContent = '';
    let ticked = 0;
    for (const method of puzzle.methods) {
      const label = document.createElement('label');
      label.className = 'check';
      label.title = method.summary;
      const box = document.createElement('input');
      box.type = 'checkbox';
      box.value = method.name;
      box.disabled = !method.available;
      box.checked = method.available && ticked < kMaxRaceMethods;
      if (box.checked) ticked += 1;
      label.append(box, ` ${method.available ? method.name : `${method.name} (not in this build)`}`);
      raceChoices.appendChild(label);
    }
    updateRaceButton();
  }

  function chosenRaceMethods() {
    return [...raceChoices.querySelectorAll('input:checked')].map((box) => box.value);
  }

  function updateRaceButton() {
    const count = chosenRaceMethods().length;
    const fits = count >= kMinRaceMethods && count <= kMaxRaceMethods;
    raceButton.disabled = racing || !fits;
    if (racing) return;
    if (!fits) setStatus(`Tick ${kMinRaceMethods} to ${kMaxRaceMethods} methods (${count} ticked).`, 'info', raceStatus);
    else if (raceStatus.dataset.kind === 'info') setStatus('', 'info', raceStatus);
  }

  function showPuzzle() {
    const puzzle = chosenPuzzle();
    if (!puzzle) return;
    byId('puzzle-summary').textContent = puzzle.summary;
    methodSelect.textContent = '';
    for (const method of puzzle.methods) {
      const node = option(methodSelect, method.name, method.available ? method.name : `${method.name} (not in this build)`, method.summary);
      node.disabled = !method.available;
    }
    methodSelect.value = puzzle.default_method;
    describeMethod();
    showParams(puzzle);
    showRaceMethods(puzzle);
  }

  // The registry, and each of its puzzles' drawing (draw_NAME.js and .css: the page lists none).
  // Start waits for both.
  async function loadPuzzles() {
    const response = await fetch('/api/puzzles');
    puzzles = await response.json();
    await PuzzleLab.loadPuzzles(puzzles.map((puzzle) => puzzle.name));
    for (const puzzle of puzzles) option(puzzleSelect, puzzle.name, puzzle.title, puzzle.summary);
    puzzleSelect.value = puzzles[0].name;
    showPuzzle();
    startButton.disabled = false;
  }

  // The puzzle and the parameters changed from their defaults: the server takes the defaults
  // of the others.
  function instance() {
    const params = {};
    for (const field of paramsBox.querySelectorAll('[data-param]')) {
      const value = field.value.trim();
      if (value !== field.dataset.default) params[field.dataset.param] = value;
    }
    return { puzzle: puzzleSelect.value, params };
  }

  function request() {
    return {
      ...instance(),
      method: methodSelect.value,
      seconds: Number(secondsField.value),
      trace_limit: Number(byId('run-events').value),
    };
  }

  // One viewer for the page: its first chunk after a finished trace starts the new one.
  const viewer = new PuzzleLab.Viewer(viewerHost);
  PuzzleLab.runViewer = viewer;  // for tests and the console

  function describeEnd(info) {
    const parts = [`${info.totalSteps} steps`];
    if (info.status) parts.unshift(`finished: ${info.status.replace('_', ' ')}`);
    if (info.truncated) parts.push('trace cut at the event limit');
    return parts.join(', ');
  }

  async function start(event) {
    event.preventDefault();
    if (controller) controller.abort();
    controller = new AbortController();
    const mine = controller;
    startButton.disabled = true;
    stopButton.disabled = false;
    setStatus('Starting…');
    try {
      const response = await fetch('/api/run', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(request()),
        signal: mine.signal,
      });
      if (!response.ok) {
        const answer = await response.json().catch(() => ({ error: response.statusText }));
        setStatus(`Refused: ${answer.error}`, 'error');
        return;
      }
      // The viewer follows the newest step by itself; "play" starts playing from step 0 instead.
      const playFromStart = byId('run-follow').value === 'play';
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      let started = false;
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        viewer.appendText(decoder.decode(value, { stream: true }));
        const info = viewer.info();
        if (playFromStart && !started && info.totalSteps > 0) {
          started = true;
          viewer.goTo(0);
          viewer.play();
        }
        setStatus(`Streaming: ${info.totalSteps} steps received`, 'busy');
      }
      viewer.appendText(decoder.decode());
      viewer.finishStream();
      setStatus(describeEnd(viewer.info()), 'done');
    } catch (error) {
      if (controller !== mine) {
        // A newer run took over; it owns the viewer and the status now.
      } else if (error.name === 'AbortError') {
        viewer.finishStream();
        setStatus('Stopped: the run was abandoned on the server too.', 'info');
      } else {
        setStatus(`Failed: ${error.message}`, 'error');
      }
    } finally {
      if (controller === mine) {
        controller = null;
        startButton.disabled = false;
        stopButton.disabled = true;
      }
    }
  }

  function describeRace(data) {
    const lanes = data.lanes.map((lane) => `${lane.method} ${lane.report ? lane.report.status.replace('_', ' ') : 'unavailable'}`);
    return `Raced ${data.lanes.length} methods: ${lanes.join(', ')}.`;
  }

  // Each method gets the time limit, cut so that the race as a whole takes no longer than the
  // longest run (the server refuses more).
  async function startRace() {
    const methods = chosenRaceMethods();
    const most = Number(secondsField.max) / methods.length;
    const seconds = Math.min(Number(secondsField.value), most);
    racing = true;
    updateRaceButton();
    const cut = seconds < Number(secondsField.value) ? ` (each at most ${most} s)` : '';
    setStatus(`Running ${methods.length} methods…${cut}`, 'busy', raceStatus);
    try {
      const response = await fetch('/api/race', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...instance(), methods, seconds }),
      });
      if (!response.ok) {
        const answer = await response.json().catch(() => ({ error: response.statusText }));
        setStatus(`Refused: ${answer.error}`, 'error', raceStatus);
        return;
      }
      const data = await response.json();
      if (PuzzleLab.serveRace) PuzzleLab.serveRace.dispose();
      raceHost.textContent = '';
      const container = document.createElement('div');
      container.className = 'race-page';
      raceHost.appendChild(container);
      PuzzleLab.serveRace = new PuzzleLab.Race(container, data);  // for tests and the console
      setStatus(describeRace(data), 'done', raceStatus);
      container.scrollIntoView({ block: 'start' });
    } catch (error) {
      setStatus(`Failed: ${error.message}`, 'error', raceStatus);
    } finally {
      racing = false;
      updateRaceButton();
    }
  }

  puzzleSelect.addEventListener('change', showPuzzle);
  raceChoices.addEventListener('change', updateRaceButton);
  raceButton.addEventListener('click', startRace);
  methodSelect.addEventListener('change', describeMethod);
  form.addEventListener('submit', start);
  stopButton.addEventListener('click', () => {
    if (controller) controller.abort();
  });
  loadPuzzles().catch((error) => setStatus(`Could not load the puzzles: ${error.message}`, 'error'));
})();
