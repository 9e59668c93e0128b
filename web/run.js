// The run page of `puzzlelab serve`: builds a POST /api/run request from the form, reads the
// streamed trace (application/x-ndjson) chunk by chunk into the viewer, and lets the person stop
// it (aborting the request ends the run on the server too).
(function () {
  'use strict';
  const PuzzleLab = window.PuzzleLab;
  const byId = (id) => document.getElementById(id);
  const form = byId('run-form');
  const puzzle = byId('puzzle');
  const startButton = byId('run-start');
  const stopButton = byId('run-stop');
  const status = byId('run-status');
  const viewerHost = byId('viewer');

  let controller = null;  // AbortController of the request in flight

  function setStatus(text, kind) {
    status.textContent = text;
    status.dataset.kind = kind || 'info';
  }

  function showPuzzleFields() {
    byId('peg-fields').hidden = puzzle.value !== 'peg';
    byId('queens-fields').hidden = puzzle.value !== 'queens';
  }

  async function loadBoards() {
    const select = byId('peg-board');
    const response = await fetch('/api/boards');
    const boards = await response.json();
    for (const board of boards) {
      const option = document.createElement('option');
      option.value = board.name;
      option.textContent = board.name;
      option.title = board.description;
      option.dataset.text = `${board.holes.length} holes, ${board.grid} grid; goal: ${board.goal_text}`;
      select.appendChild(option);
    }
    select.value = 'triangle5';
    const describe = () => {
      const option = select.selectedOptions[0];
      byId('peg-board-text').textContent = option ? `${option.title}. ${option.dataset.text}.` : '';
    };
    select.addEventListener('change', describe);
    describe();
  }

  function request() {
    const body = {
      puzzle: puzzle.value,
      seconds: Number(byId('run-seconds').value),
      trace_limit: Number(byId('run-events').value),
    };
    if (puzzle.value === 'peg') {
      body.board = byId('peg-board').value;
      body.method = 'dfs';
      body.order = byId('peg-order').value;
    } else {
      body.n = Number(byId('queens-n').value);
      body.locks = byId('queens-locks').value.trim();
      body.method = byId('queens-method').value;
      body.all = byId('queens-all').checked;
    }
    return body;
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

  puzzle.addEventListener('change', showPuzzleFields);
  form.addEventListener('submit', start);
  stopButton.addEventListener('click', () => {
    if (controller) controller.abort();
  });
  showPuzzleFields();
  loadBoards().catch((error) => setStatus(`Could not load the boards: ${error.message}`, 'error'));
})();
