// Peg solitaire in the viewer: the state (one byte a hole), its events, and the board drawing.
// On a move the from-hole, the jumped peg and the landing peg are marked; an undo marks the
// same holes the other way round. Holes are named by their cells (x, y) from the instance, the
// coordinates `puzzlelab peg solve` prints, and the board's edges carry those numbers.
(function (PuzzleLab) {
  'use strict';
  const { svg, setViewBox } = PuzzleLab.svg;
  const kHoleRadius = 0.42;
  const kPegRadius = 0.32;

  function holeCount(instance) {
    if (!Array.isArray(instance.holes)) throw new Error('the instance has no "holes" list');
    return instance.holes.length;
  }

  function createState(instance, json) {
    const count = holeCount(instance);
    const pegs = json.pegs;
    if (typeof pegs !== 'string' || pegs.length !== count || /[^01]/.test(pegs)) {
      throw new Error(`"pegs" must be ${count} characters 0 or 1`);
    }
    const state = new Uint8Array(count);
    for (let i = 0; i < count; i++) state[i] = pegs.charCodeAt(i) - 48;
    return state;
  }

  function validJump(state, event) {
    const n = state.length;
    return [event.from, event.over, event.to].every((h) => Number.isInteger(h) && h >= 0 && h < n);
  }

  function apply(state, event) {
    if (event.e !== 'move' && event.e !== 'undo') return;
    if (!validJump(state, event)) throw new Error('a hole number is out of range');
    const landed = event.e === 'move' ? 1 : 0;
    state[event.from] = 1 - landed;
    state[event.over] = 1 - landed;
    state[event.to] = landed;
  }

  // "(2, 2)": hole h by its cell, as the CLI writes a jump's holes; "hole h" without an instance.
  function holeName(instance, hole) {
    const cell = instance && Array.isArray(instance.holes) ? instance.holes[hole] : null;
    return Array.isArray(cell) ? `(${cell[0]}, ${cell[1]})` : `hole ${hole}`;
  }

  function describe(event, instance) {
    const name = (hole) => holeName(instance, hole);
    switch (event.e) {
      case 'move': return `move: ${name(event.from)} jumps over ${name(event.over)} into ${name(event.to)}`;
      case 'undo': return `undo: the peg goes back from ${name(event.to)} to ${name(event.from)}, ${name(event.over)} returns`;
      case 'dead': return `dead position (${event.reason})`;
      case 'solution': return 'solution: the goal is reached';
      default: return event.e;
    }
  }

  // Hole centres in drawing units: neighbours are 1 apart on both kinds of grid.
  function holeCentres(instance) {
    const triangular = instance.grid === 'triangular';
    return instance.holes.map(([x, y]) => (triangular ? [x / 2, (y * Math.sqrt(3)) / 2] : [x, y]));
  }

  // The column numbers along the top and the row numbers down the left, each at the holes that
  // have it (a triangular grid's x counts half steps along a row).
  function drawAxes(root, instance, centres, left, top) {
    const layer = svg('g', { class: 'axes' }, root);
    const columns = new Map();
    const rows = new Map();
    instance.holes.forEach(([x, y], i) => {
      columns.set(x, centres[i][0]);
      rows.set(y, centres[i][1]);
    });
    for (const [x, at] of columns) svg('text', { x: at, y: top, class: 'axis-label', 'data-x': x }, layer).textContent = String(x);
    for (const [y, at] of rows) svg('text', { x: left, y: at, class: 'axis-label', 'data-y': y }, layer).textContent = String(y);
  }

  function legend(instance) {
    const triangular = instance && instance.grid === 'triangular';
    return [
      ['swatch-peg', 'peg'],
      ['swatch-hole', 'empty hole'],
      ['swatch-from', 'hole the peg just left'],
      ['swatch-jumped', 'peg just jumped (taken)'],
      ['swatch-landing', 'peg just landed'],
      ['swatch-restored', 'peg an undo puts back'],
      ['swatch-arrow', 'the jump'],
      ['swatch-axis', triangular ? 'x (half steps along a row) and y (row) of each hole, as puzzlelab prints them'
        : 'x (column) and y (row) of each hole, as puzzlelab prints them'],
      ['swatch-dead', 'board: a dead position'],
      ['swatch-solved', 'board: a solution'],
    ];
  }

  class PegDrawing {
    constructor(root, instance) {
      this.root = root;
      const centres = holeCentres(instance);
      const xs = centres.map((c) => c[0]);
      const ys = centres.map((c) => c[1]);
      // Room for the axis numbers on the top and the left.
      const minX = Math.min(...xs) - 1.1;
      const minY = Math.min(...ys) - 1.1;
      setViewBox(root, minX, minY, Math.max(...xs) - minX + 0.6, Math.max(...ys) - minY + 0.6);
      root.classList.add('peg-board');
      if (centres.length > 0) drawAxes(root, instance, centres, minX + 0.3, minY + 0.3);
      this.holes = [];
      this.pegs = [];
      const holeLayer = svg('g', { class: 'holes' }, root);
      const pegLayer = svg('g', { class: 'pegs' }, root);
      centres.forEach(([x, y], i) => {
        this.holes.push(svg('circle', { cx: x, cy: y, r: kHoleRadius, class: 'hole', 'data-hole': i }, holeLayer));
        this.pegs.push(svg('circle', { cx: x, cy: y, r: kPegRadius, class: 'no-peg', 'data-hole': i }, pegLayer));
      });
      this.centres = centres;
      this.ghost = svg('circle', { r: kPegRadius, class: 'ghost', visibility: 'hidden' }, root);
      this.arrow = svg('line', { class: 'jump-arrow', visibility: 'hidden' }, root);
    }

    update(state, context) {
      for (let i = 0; i < state.length; i++) {
        this.holes[i].setAttribute('class', 'hole');
        this.pegs[i].setAttribute('class', state[i] ? 'peg' : 'no-peg');
      }
      this.ghost.setAttribute('visibility', 'hidden');
      this.arrow.setAttribute('visibility', 'hidden');
      const event = context.event;
      this.root.classList.toggle('dead', !!event && event.e === 'dead');
      this.root.classList.toggle('solved', !!event && event.e === 'solution');
      if (!event || (event.e !== 'move' && event.e !== 'undo') || !validJump(state, event)) return;
      const forward = event.e === 'move';
      const start = forward ? event.from : event.to;
      const landing = forward ? event.to : event.from;
      this.holes[start].setAttribute('class', 'hole from');
      if (state[landing]) this.pegs[landing].setAttribute('class', 'peg landing');
      if (forward) {
        const [gx, gy] = this.centres[event.over];
        this.ghost.setAttribute('cx', gx);
        this.ghost.setAttribute('cy', gy);
        this.ghost.setAttribute('class', 'ghost jumped');
        this.ghost.setAttribute('visibility', 'visible');
      } else if (state[event.over]) {
        this.pegs[event.over].setAttribute('class', 'peg restored');
      }
      const [x1, y1] = this.centres[start];
      const [x2, y2] = this.centres[landing];
      const shorten = 0.25;
      const dx = x2 - x1;
      const dy = y2 - y1;
      const length = Math.hypot(dx, dy) || 1;
      this.arrow.setAttribute('x1', x1 + (dx / length) * shorten);
      this.arrow.setAttribute('y1', y1 + (dy / length) * shorten);
      this.arrow.setAttribute('x2', x2 - (dx / length) * shorten);
      this.arrow.setAttribute('y2', y2 - (dy / length) * shorten);
      this.arrow.setAttribute('visibility', 'visible');
    }
  }

  PuzzleLab.puzzles.peg = {
    fields: { move: ['from', 'over', 'to'], undo: ['from', 'over', 'to'], dead: ['reason:s'] },
    createState,
    cloneState: (state) => state.slice(),
    stateKey: (state) => state.join(''),
    apply,
    describe,
    legend,
    summary: (instance) => `board ${instance.board || '?'} (${(instance.holes || []).length} holes, ${instance.grid || 'square'} grid)${instance.goal ? `, goal: ${instance.goal}` : ''}`,
    createDrawing: (root, instance) => new PegDrawing(root, instance),
  };
})(window.PuzzleLab = window.PuzzleLab || {});
