// The peg-solitaire play page of `puzzlelab serve`. The boards come from GET /api/boards (holes,
// the jumps as [from, over, to], start and goal); the page keeps the position, allows only legal
// jumps, and asks POST /api/hint whether the position can still be won and by which jump.
//
// Click a peg that can jump (outlined), then one of its landing holes (marked); clicking the
// same peg again, or another one, changes the choice.
(function () {
  'use strict';
  const byId = (id) => document.getElementById(id);
  const boardSelect = byId('play-board');
  const drawing = byId('play-board-svg');
  const svgNamespace = drawing.namespaceURI;
  const kHoleRadius = 0.4;
  const kPegRadius = 0.3;
  const kMargin = 0.7;

  let boards = [];
  let board = null;      // the chosen board, as GET /api/boards gives it
  let pegs = [];         // pegs[i]: hole i holds a peg
  let history = [];      // jumps made, for Undo
  let selected = -1;     // hole of the chosen peg, or -1
  let hint = null;       // the last hint's jump, shown until the position changes
  let hintRequest = 0;   // answers to older requests are ignored

  function svg(tag, attributes, parent) {
    const element = document.createElementNS(svgNamespace, tag);
    for (const name of Object.keys(attributes)) element.setAttribute(name, attributes[name]);
    parent.appendChild(element);
    return element;
  }

  // Where hole i is drawn. Triangular grids store x doubled: (x, y) is drawn at (x/2, y·√3/2).
  function position(hole) {
    const [x, y] = board.holes[hole];
    return board.grid === 'triangular' ? [x / 2, (y * Math.sqrt(3)) / 2] : [x, y];
  }

  function legalJumps() {
    return board.jumps.filter(([from, over, to]) => pegs[from] && pegs[over] && !pegs[to]);
  }

  function pegCount() {
    return pegs.reduce((sum, peg) => sum + (peg ? 1 : 0), 0);
  }

  function pegsText() {
    return pegs.map((peg) => (peg ? '1' : '0')).join('');
  }

  function isWon() {
    if (board.goal.kind === 'any') return pegCount() === 1;
    return pegsText() === board.goal.pegs;
  }

  function setStatus(text, kind) {
    const status = byId('play-status');
    status.textContent = text;
    status.dataset.kind = kind || 'info';
  }

  function draw() {
    drawing.textContent = '';
    const points = board.holes.map((_, hole) => position(hole));
    const xs = points.map((p) => p[0]);
    const ys = points.map((p) => p[1]);
    const left = Math.min(...xs) - kMargin;
    const top = Math.min(...ys) - kMargin;
    const width = Math.max(...xs) - Math.min(...xs) + 2 * kMargin;
    const height = Math.max(...ys) - Math.min(...ys) + 2 * kMargin;
    drawing.setAttribute('viewBox', `${left} ${top} ${width} ${height}`);

    const jumps = legalJumps();
    const movable = new Set(jumps.map(([from]) => from));
    const targets = new Set(jumps.filter(([from]) => from === selected).map(([, , to]) => to));
    const classesOf = (hole) => {
      const classes = ['hole'];
      if (pegs[hole]) classes.push('peg');
      if (movable.has(hole)) classes.push('selectable');
      if (hole === selected) classes.push('selected');
      if (targets.has(hole)) classes.push('target');
      if (hint && hole === hint.from) classes.push('hint-from');
      if (hint && hole === hint.over) classes.push('hint-over');
      if (hint && hole === hint.to) classes.push('hint-to');
      if (!pegs[hole] && board.goal.kind === 'pegs' && board.goal.pegs[hole] === '1') {
        classes.push('goal');
      }
      return classes.join(' ');
    };

    if (hint) {
      const [x1, y1] = position(hint.from);
      const [x2, y2] = position(hint.to);
      svg('line', { x1, y1, x2, y2, class: 'hint-arrow' }, drawing);
    }
    points.forEach(([cx, cy], hole) => {
      const group = svg('g', { class: classesOf(hole), 'data-hole': hole }, drawing);
      svg('circle', { cx, cy, r: kHoleRadius, class: 'hole-ring' }, group);
      if (pegs[hole]) svg('circle', { cx, cy, r: kPegRadius, class: 'peg-body' }, group);
      const [x, y] = board.holes[hole];
      svg('title', {}, group).textContent = `hole ${hole} (${x}, ${y})${pegs[hole] ? ', peg' : ''}`;
      group.addEventListener('click', () => clickHole(hole));
    });
    updateCounts(jumps.length);
  }

  function updateCounts(jumpsLeft) {
    byId('peg-count').textContent = String(pegCount());
    byId('jump-count').textContent = String(history.length);
    byId('play-undo').disabled = history.length === 0;
    if (isWon()) {
      setStatus(`Won in ${history.length} jumps!`, 'won');
    } else if (jumpsLeft === 0) {
      setStatus('Stuck: no legal jump is left. Undo or restart.', 'stuck');
    } else if (selected >= 0) {
      setStatus('Now click a marked hole to land in (or another peg).', 'info');
    } else {
      setStatus('Click a peg that can jump (outlined), then the hole to land in.', 'info');
    }
  }

  function makeJump(jump) {
    const [from, over, to] = jump;
    pegs[from] = false;
    pegs[over] = false;
    pegs[to] = true;
    history.push(jump);
    selected = -1;
    clearHint();
    draw();
  }

  function clickHole(hole) {
    const jumps = legalJumps();
    if (selected >= 0) {
      const jump = jumps.find(([from, , to]) => from === selected && to === hole);
      if (jump) {
        makeJump(jump);
        return;
      }
    }
    selected = jumps.some(([from]) => from === hole) && hole !== selected ? hole : -1;
    draw();
  }

  function clearHint() {
    hint = null;
    hintRequest += 1;  // an answer still on its way is for an older position
    byId('hint-text').textContent = '';
    byId('hint-text').dataset.kind = '';
  }

  function undo() {
    const jump = history.pop();
    if (!jump) return;
    const [from, over, to] = jump;
    pegs[from] = true;
    pegs[over] = true;
    pegs[to] = false;
    selected = -1;
    clearHint();
    draw();
  }

  function restart() {
    pegs = Array.from(board.start, (c) => c === '1');
    history = [];
    selected = -1;
    clearHint();
    draw();
  }

  function cellName(hole) {
    const [x, y] = board.holes[hole];
    return `(${x}, ${y})`;
  }

  async function askHint() {
    clearHint();
    const mine = hintRequest;
    const text = byId('hint-text');
    text.textContent = 'Thinking…';
    text.dataset.kind = 'busy';
    let answer;
    try {
      const response = await fetch('/api/hint', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ board: board.name, pegs: pegsText() }),
      });
      answer = await response.json();
      if (!response.ok) throw new Error(answer.error || response.statusText);
    } catch (error) {
      if (mine === hintRequest) {
        text.textContent = `No hint: ${error.message}`;
        text.dataset.kind = 'error';
      }
      return;
    }
    if (mine !== hintRequest) return;
    if (answer.winnable === true && answer.won) {
      text.textContent = 'The game is won.';
      text.dataset.kind = 'won';
    } else if (answer.winnable === true) {
      hint = answer.jump;
      text.textContent = `Winnable: jump ${cellName(hint.from)} over ${cellName(hint.over)} to ` +
        `${cellName(hint.to)} (${answer.moves_left} jumps to the goal).`;
      text.dataset.kind = 'winnable';
      draw();
    } else if (answer.winnable === false) {
      text.textContent = `This position cannot be won (${answer.reason}). Undo some jumps.`;
      text.dataset.kind = 'lost';
    } else {
      text.textContent = `No answer in time (${answer.reason}): the position is too open to settle quickly.`;
      text.dataset.kind = 'unknown';
    }
  }

  function chooseBoard(name) {
    board = boards.find((b) => b.name === name) || boards[0];
    boardSelect.value = board.name;
    byId('goal-text').textContent = `Goal: ${board.goal_text}`;
    // The page starts with every button disabled (play.html): there is no position to act on
    // until a board is chosen. Undo follows the history (updateCounts).
    byId('play-restart').disabled = false;
    byId('play-hint').disabled = false;
    restart();
  }

  async function init() {
    const response = await fetch('/api/boards');
    if (!response.ok) throw new Error(`GET /api/boards: ${response.status} ${response.statusText}`);
    boards = await response.json();
    if (!Array.isArray(boards) || boards.length === 0) throw new Error('the server lists no boards');
    for (const b of boards) {
      const option = document.createElement('option');
      option.value = b.name;
      option.textContent = b.name;
      option.title = b.description;
      boardSelect.appendChild(option);
    }
    const wanted = new URLSearchParams(window.location.search).get('board');
    chooseBoard(wanted || 'english');
  }

  boardSelect.addEventListener('change', () => chooseBoard(boardSelect.value));
  byId('play-undo').addEventListener('click', undo);
  byId('play-restart').addEventListener('click', restart);
  byId('play-hint').addEventListener('click', askHint);
  // For tests and the console: the position as the page sees it.
  window.PuzzleLabPlay = {
    state: () => ({ board: board && board.name, pegs: pegsText(), jumps: history.slice(),
      hint, won: board ? isWon() : false, legal: board ? legalJumps() : [] }),
  };
  init().catch((error) => setStatus(`Could not load the boards: ${error.message}`, 'error'));
})();
