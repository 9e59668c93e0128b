// Sliding tiles in the viewer: the state (the tile on every cell, 0 the blank), its move events
// (a tile slides into the blank) and undo events (a search sliding it back), and the board with
// the tile just moved outlined. A move is named as in the report's answer: by the direction the
// blank moves.
(function (PuzzleLab) {
  'use strict';
  const { svg, setViewBox, clear } = PuzzleLab.svg;

  function boardSize(instance) {
    const size = instance.size;
    if (!Number.isInteger(size) || size < 2 || size > 5) throw new Error('"size" must be 2 to 5');
    return size;
  }

  function createState(instance, json) {
    const size = boardSize(instance);
    const tiles = json.tiles;
    if (!Array.isArray(tiles) || tiles.length !== size * size || !tiles.every((t) => Number.isInteger(t) && t >= 0 && t < size * size)) {
      throw new Error(`"tiles" must be ${size * size} tiles, 0 the blank`);
    }
    return Uint8Array.from(tiles);
  }

  // An undo repeats the fields of the move it takes back: its tile goes from `to` back to `from`.
  function apply(state, event) {
    if (event.e !== 'move' && event.e !== 'undo') return;
    if (!Number.isInteger(event.from) || !Number.isInteger(event.to) || event.from < 0 || event.to < 0 ||
      event.from >= state.length || event.to >= state.length) {
      throw new Error('the cell is off the board');
    }
    const [vacated, filled] = event.e === 'move' ? [event.from, event.to] : [event.to, event.from];
    state[filled] = event.tile;
    state[vacated] = 0;
  }

  // The tile goes the other way from the blank.
  const kOpposite = { up: 'down', down: 'up', left: 'right', right: 'left' };

  // "up (5): the blank moves up, tile 5 slides down", the CLI's "up (5)" spelled out.
  function describe(event) {
    if (event.e === 'move') {
      const slide = kOpposite[event.direction];
      if (!slide) return `tile ${event.tile} slides into the blank`;
      return `${event.direction} (${event.tile}): the blank moves ${event.direction}, tile ${event.tile} slides ${slide}`;
    }
    if (event.e === 'undo') return `undo ${event.direction} (${event.tile}): tile ${event.tile} slides back`;
    if (event.e === 'bound') return `new IDA* iteration from the start, bound ${event.bound} moves`;
    return event.e === 'solution' ? 'solution: the goal is reached' : event.e;
  }

  function legend() {
    return [
      ['swatch-tile', 'tile (the blank is the empty cell)'],
      ['swatch-tile-moved', 'tile just slid'],
      ['swatch-solved', 'tiles: the goal is reached'],
    ];
  }

  class TilesDrawing {
    constructor(root, instance) {
      this.size = boardSize(instance);
      this.root = root;
      this.goal = Array.isArray(instance.goal) ? instance.goal.join(',') : '';
      setViewBox(root, -0.05, -0.05, this.size + 0.1, this.size + 0.1);
      root.classList.add('tiles-board');
      svg('rect', { width: this.size, height: this.size, class: 'frame' }, root);
      this.layer = svg('g', { class: 'tiles' }, root);
    }

    update(state, context) {
      clear(this.layer);
      const slid = context.event && (context.event.e === 'move' || context.event.e === 'undo');
      const moved = slid ? context.event.tile : -1;
      state.forEach((tile, cell) => {
        if (tile === 0) return;
        const group = svg('g', { class: tile === moved ? 'tile moved' : 'tile', 'data-tile': tile, 'data-cell': cell,
          transform: `translate(${cell % this.size} ${Math.floor(cell / this.size)})` }, this.layer);
        svg('rect', { x: 0.05, y: 0.05, width: 0.9, height: 0.9, rx: 0.1 }, group);
        svg('text', { x: 0.5, y: 0.68 }, group).textContent = String(tile);
      });
      this.root.classList.toggle('solved', Array.from(state).join(',') === this.goal);
    }
  }

  PuzzleLab.puzzles.tiles = {
    fields: { move: ['tile', 'from', 'to', 'direction:s'], undo: ['tile', 'from', 'to', 'direction:s'], bound: ['bound'] },
    createState,
    cloneState: (state) => state.slice(),
    stateKey: (state) => state.join(','),
    apply,
    describe,
    legend,
    summary: (instance) => `${instance.size} x ${instance.size} board`,
    createDrawing: (root, instance) => new TilesDrawing(root, instance),
  };
})(window.PuzzleLab = window.PuzzleLab || {});
