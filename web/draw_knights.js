// Knight's tours in the viewer: the state (the squares visited, in order), its move events, and
// the board with each visited square's move number, the tour's path and the knight. a1 is the
// bottom-left square, [0, 0] in the trace.
(function (PuzzleLab) {
  'use strict';
  const { svg, setViewBox, clear } = PuzzleLab.svg;
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

  function apply(state, event) {
    if (event.e !== 'move') return;
    if (!onBoard(state.size, event.x, event.y)) throw new Error('the square is off the board');
    state.path.push(event.y * state.size + event.x);
  }

  function squareName(x, y) {
    return x < 26 ? `${String.fromCharCode(97 + x)}${y + 1}` : `${x},${y}`;
  }

  class KnightsDrawing {
    constructor(root, instance) {
      const size = boardSize(instance);
      this.size = size;
      this.root = root;
      setViewBox(root, -0.1, -0.1, size + 0.2, size + 0.2);
      root.classList.add('knights-board');
      this.squares = [];
      const layer = svg('g', { class: 'squares' }, root);
      for (let y = 0; y < size; y++) {
        for (let x = 0; x < size; x++) {
          this.squares.push(svg('rect', { x, y: size - 1 - y, width: 1, height: 1, class: 'square' }, layer));
        }
      }
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
      if (size <= 16) {
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
    fields: { move: ['x', 'y', 'square:s'] },
    createState,
    cloneState: (state) => ({ size: state.size, path: state.path.slice() }),
    stateKey: (state) => state.path.join(' '),
    apply,
    describe: (event) => (event.e === 'move' ? `the knight jumps to ${squareName(event.x, event.y)}`
      : event.e === 'solution' ? 'solution: every square visited' : event.e),
    summary: (instance) => `${instance.size} x ${instance.size} board, ${instance.closed ? 'closed' : 'open'} tour from ${Array.isArray(instance.start) ? squareName(instance.start[0], instance.start[1]) : '?'}`,
    createDrawing: (root, instance) => new KnightsDrawing(root, instance),
  };
})(window.PuzzleLab = window.PuzzleLab || {});
