// Knight's tours in the viewer: the state (the squares visited, in order), its move and undo
// events, and the board with each visited square's move number, the tour's path and the knight. a1 is the
// bottom-left square, [0, 0] in the trace; squares are named as `puzzlelab knights` names them
// (PuzzleLab.chess, viewer_chess.js).
(function (PuzzleLab) {
  'use strict';
  const { svg, setViewBox, clear } = PuzzleLab.svg;
  const chess = PuzzleLab.chess;
  const kMaxNumbered = 16;  // larger boards show no move numbers
  const kMaxSize = 100;  // larger boards are not drawn square by square

  function boardSize(instance) {
    const size = instance.size;
    if (!Number.isInteger(size) || size < 1 || size > kMaxSize) throw new Error(`"size" must be 1 to ${kMaxSize}`);
    return size;
  }

  function onBoard(size, x, y) {
    return Number.isInteger(x) && Number.isInteger(y) && x >= 0 && y >= 0 && x < size && y < size;
  }

  // The state: the visited squares as indices y * size + x, the start first.
  function createState(instance, json) {
    const size = boardSize(instance);
    if (!Array.isArray(json.path) || json.path.length === 0) throw new Error('"path" must be a list of [x, y], the start first');
    const path = json.path.map((square) => {
      if (!Array.isArray(square) || !onBoard(size, square[0], square[1])) throw new Error(`square ${JSON.stringify(square)} is off the board`);
      return square[1] * size + square[0];
    });
    return { size, path };
  }

  // A move adds its square to the path; an undo (a search backtracking) takes the last one off.
  function apply(state, event) {
    if (event.e !== 'move' && event.e !== 'undo') return;
    if (!onBoard(state.size, event.x, event.y)) throw new Error('the square is off the board');
    const square = event.y * state.size + event.x;
    if (event.e === 'move') {
      state.path.push(square);
      return;
    }
    if (state.path.length < 2 || state.path[state.path.length - 1] !== square) throw new Error('the undo is not of the last move');
    state.path.pop();
  }

  // The trace's own name of the square when it has one (the CLI wrote it), else ours.
  function describe(event, instance) {
    const size = instance && Number.isInteger(instance.size) ? instance.size : 8;
    const name = () => (typeof event.square === 'string' ? event.square : chess.squareName(event.x, event.y, size));
    if (event.e === 'move') return `the knight jumps to ${name()}`;
    if (event.e === 'undo') return `the knight goes back from ${name()}`;
    return event.e === 'solution' ? 'solution: every square visited' : event.e;
  }

  function legend(instance) {
    const entries = [
      ['swatch-square', 'square'],
      ['swatch-visited', 'square visited'],
    ];
    if (instance && instance.size <= kMaxNumbered) entries.push(['swatch-number', 'move number (1 the start)']);
    entries.push(
      ['swatch-tour', 'the tour so far'],
      ['swatch-knight', 'the knight'],
      ['swatch-tour-done', 'the tour, once every square is visited'],
    );
    return entries;
  }

  class KnightsDrawing {
    constructor(root, instance) {
      const size = boardSize(instance);
      this.size = size;
      this.root = root;
      const margin = chess.labelMargin(size);
      setViewBox(root, -margin, -0.1, size + margin + 0.1, size + margin + 0.1);
      root.classList.add('knights-board', chess.boardClass);
      this.squares = [];
      const layer = svg('g', { class: 'squares' }, root);
      for (let y = 0; y < size; y++) {
        for (let x = 0; x < size; x++) {
          this.squares.push(svg('rect', { x, y: size - 1 - y, width: 1, height: 1, class: 'square' }, layer));
        }
      }
      chess.drawLabels(root, size);
      this.numbers = svg('g', { class: 'numbers' }, root);
      this.tour = svg('polyline', { class: 'tour' }, root);
      this.knight = svg('circle', { r: 0.3, class: 'knight' }, root);
    }

    centre(index) {
      const x = index % this.size;
      const y = Math.floor(index / this.size);
      return [x + 0.5, this.size - 0.5 - y];
    }

    update(state) {
      const size = this.size;
      const visits = new Map();
      state.path.forEach((index, move) => { if (!visits.has(index)) visits.set(index, move + 1); });
      for (let index = 0; index < size * size; index++) {
        const x = index % size;
        const y = Math.floor(index / size);
        const shade = (x + y) % 2 === 0 ? 'dark' : 'light';
        this.squares[index].setAttribute('class', `square ${shade}${visits.has(index) ? ' visited' : ''}`);
      }
      clear(this.numbers);
      if (size <= kMaxNumbered) {
        for (const [index, move] of visits) {
          const [cx, cy] = this.centre(index);
          svg('text', { x: cx, y: cy + 0.32, class: 'number' }, this.numbers).textContent = String(move);
        }
      }
      this.tour.setAttribute('points', state.path.map((index) => this.centre(index).join(',')).join(' '));
      const last = state.path[state.path.length - 1];
      const [kx, ky] = this.centre(last);
      this.knight.setAttribute('cx', kx);
      this.knight.setAttribute('cy', ky);
      this.knight.dataset.x = String(last % size);
      this.knight.dataset.y = String(Math.floor(last / size));
      this.root.classList.toggle('solved', visits.size === size * size);
    }
  }

  PuzzleLab.puzzles.knights = {
    fields: { move: ['x', 'y', 'square:s'], undo: ['x', 'y', 'square:s'] },
    createState,
    cloneState: (state) => ({ size: state.size, path: state.path.slice() }),
    stateKey: (state) => state.path.join(' '),
    apply,
    describe,
    legend,
    summary: (instance) => {
      const name = (square) => (Array.isArray(square) ? chess.squareName(square[0], square[1], instance.size) : '?');
      // A closed tour may be searched from another square of the cycle (docs/trace-format.md).
      const from = Array.isArray(instance.search_start) ? `, searched from ${name(instance.search_start)}` : '';
      return `${instance.size} x ${instance.size} board, ${instance.closed ? 'closed' : 'open'} tour from ${name(instance.start)}${from}`;
    },
    createDrawing: (root, instance) => new KnightsDrawing(root, instance),
  };
})(window.PuzzleLab = window.PuzzleLab || {});
