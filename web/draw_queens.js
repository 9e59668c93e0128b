// N-queens and the Queen's Challenge in the viewer: the state (which squares hold a queen), its
// events, and the board drawing: locked queens apart, attacked squares shaded, the queen just
// placed, removed or found in conflict highlighted. Row 0 is the bottom row, as in a1. Squares
// are named as the CLI names them (PuzzleLab.chess, viewer_chess.js).
(function (PuzzleLab) {
  'use strict';
  const { svg, setViewBox, clear } = PuzzleLab.svg;
  const chess = PuzzleLab.chess;
  // A crown in a unit square, drawn at each queen's square.
  const kCrown = '0.18,0.78 0.12,0.34 0.32,0.56 0.5,0.2 0.68,0.56 0.88,0.34 0.82,0.78';

  function boardSize(instance) {
    const n = instance.n;
    if (!Number.isInteger(n) || n < 1 || n > 1000) throw new Error('"n" must be a whole number from 1 to 1000');
    return n;
  }

  function onBoard(n, row, col) {
    return Number.isInteger(row) && Number.isInteger(col) && row >= 0 && row < n && col >= 0 && col < n;
  }

  // The state: n, the queen count, and one byte a square (row * n + col).
  function createState(instance, json) {
    const n = boardSize(instance);
    const state = { n, squares: new Uint8Array(n * n) };
    if (!Array.isArray(json.queens)) throw new Error('"queens" must be a list of [row, col]');
    for (const square of json.queens) {
      if (!Array.isArray(square) || !onBoard(n, square[0], square[1])) {
        throw new Error(`queen ${JSON.stringify(square)} is not on the ${n} x ${n} board`);
      }
      state.squares[square[0] * n + square[1]] = 1;
    }
    return state;
  }

  function apply(state, event) {
    if (event.e !== 'place' && event.e !== 'remove') return;
    if (!onBoard(state.n, event.row, event.col)) throw new Error('the square is off the board');
    state.squares[event.row * state.n + event.col] = event.e === 'place' ? 1 : 0;
  }

  function queensOf(state) {
    const queens = [];
    for (let i = 0; i < state.squares.length; i++) {
      if (state.squares[i]) queens.push([Math.floor(i / state.n), i % state.n]);
    }
    return queens;
  }


  function describe(event, instance) {
    const n = instance && Number.isInteger(instance.n) ? instance.n : chess.letterFiles;
    const square = (row, col) => chess.squareName(col, row, n);
    switch (event.e) {
      case 'place': return `place a queen on ${square(event.row, event.col)}`;
      case 'remove': return `remove the queen from ${square(event.row, event.col)}`;
      case 'conflict':
        return event.col >= 0 ? `conflict: the queen on ${square(event.row, event.col)} is attacked`
          : `conflict: row ${chess.rankName(event.row, n)} has no free square`;
      // The queens rank by rank, as the report's answer lists them.
      case 'solution': return `solution${event.cols && event.cols.length ? `: ${event.cols.map((col, row) => square(row, col)).join(' ')}` : ''}`;
      default: return event.e;
    }
  }

  function legend(instance) {
    const entries = [['swatch-queen', 'queen']];
    if (instance && Array.isArray(instance.locked) && instance.locked.length > 0) entries.push(['swatch-queen-locked', 'locked queen']);
    entries.push(
      ['swatch-queen-placed', 'queen just placed'],
      ['swatch-queen-conflict', 'queen found attacked'],
      ['swatch-queen-removed', 'queen just removed'],
      ['swatch-square', 'square'],
      ['swatch-attacked', 'square attacked by a queen'],
      ['swatch-conflict-row', 'row left with no free square'],
      ['swatch-solved-board', 'board: a solution'],
    );
    return entries;
  }

  class QueensDrawing {
    constructor(root, instance) {
      const n = boardSize(instance);
      this.n = n;
      this.root = root;
      this.locked = new Set((instance.locked || []).map(([r, c]) => r * n + c));
      const margin = chess.labelMargin(n);
      setViewBox(root, -margin, -0.1, n + margin + 0.1, n + margin + 0.1);
      root.classList.add('queens-board', chess.boardClass);
      this.squares = [];
      const squareLayer = svg('g', { class: 'squares' }, root);
      for (let row = 0; row < n; row++) {
        for (let col = 0; col < n; col++) {
          this.squares.push(svg('rect', { x: col, y: n - 1 - row, width: 1, height: 1,
            class: (row + col) % 2 === 0 ? 'square dark' : 'square light' }, squareLayer));
        }
      }
      chess.drawLabels(root, n);
      this.rowMark = svg('rect', { x: 0, width: n, height: 1, class: 'conflict-row', visibility: 'hidden' }, root);
      this.queenLayer = svg('g', { class: 'queens' }, root);
    }

    drawQueen(row, col, className) {
      const group = svg('g', { class: className, 'data-row': row, 'data-col': col,
        transform: `translate(${col} ${this.n - 1 - row})` }, this.queenLayer);
      svg('polygon', { points: kCrown }, group);
      svg('rect', { x: 0.2, y: 0.78, width: 0.6, height: 0.1 }, group);
    }

    update(state, context) {
      const n = this.n;
      const rows = new Uint16Array(n);
      const cols = new Uint16Array(n);
      const diagonals = new Uint16Array(2 * n);
      const antiDiagonals = new Uint16Array(2 * n);
      const queens = queensOf(state);
      for (const [r, c] of queens) {
        rows[r]++;
        cols[c]++;
        diagonals[r - c + n]++;
        antiDiagonals[r + c]++;
      }
      for (let row = 0; row < n; row++) {
        for (let col = 0; col < n; col++) {
          const index = row * n + col;
          const attacked = !state.squares[index] &&
            (rows[row] || cols[col] || diagonals[row - col + n] || antiDiagonals[row + col]);
          this.squares[index].setAttribute('class',
            `square ${(row + col) % 2 === 0 ? 'dark' : 'light'}${attacked ? ' attacked' : ''}`);
        }
      }
      const event = context.event;
      const marked = event && onBoard(n, event.row, event.col) ? event.row * n + event.col : -1;
      clear(this.queenLayer);
      for (const [r, c] of queens) {
        const index = r * n + c;
        let className = this.locked.has(index) ? 'queen locked' : 'queen';
        if (index === marked && event.e === 'place') className += ' placed';
        if (index === marked && event.e === 'conflict') className += ' conflict';
        this.drawQueen(r, c, className);
      }
      if (event && event.e === 'remove' && marked >= 0) this.drawQueen(event.row, event.col, 'ghost-queen');
      const rowConflict = event && event.e === 'conflict' && event.col === -1 &&
        Number.isInteger(event.row) && event.row >= 0 && event.row < n;
      this.rowMark.setAttribute('visibility', rowConflict ? 'visible' : 'hidden');
      if (rowConflict) this.rowMark.setAttribute('y', n - 1 - event.row);
      this.root.classList.toggle('solved', !!event && event.e === 'solution');
    }
  }

  PuzzleLab.puzzles.queens = {
    fields: { place: ['row', 'col'], remove: ['row', 'col'], conflict: ['row', 'col'], solution: ['cols:*'] },
    createState,
    cloneState: (state) => ({ n: state.n, squares: state.squares.slice() }),
    stateKey: (state) => state.squares.join(''),
    apply,
    describe,
    legend,
    summary: (instance) => `${instance.n} x ${instance.n} board${(instance.locked || []).length ? `, locked ${instance.locked.map(([r, c]) => chess.squareName(c, r, instance.n)).join(' ')}` : ''}`,
    createDrawing: (root, instance) => new QueensDrawing(root, instance),
  };
})(window.PuzzleLab = window.PuzzleLab || {});
