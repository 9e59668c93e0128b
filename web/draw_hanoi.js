// Tower of Hanoi in the viewer: the state (the peg of each disk, "AABC" with the smallest disk
// first), its move events, and a drawing of the pegs, lettered A, B, ... as in the trace and
// the CLI, with their stacks.
(function (PuzzleLab) {
  'use strict';
  const { svg, setViewBox } = PuzzleLab.svg;
  const kDiskHeight = 1;
  const kMinWidth = 2;

  function sizes(instance) {
    const disks = instance.disks;
    const pegs = instance.pegs;
    if (!Number.isInteger(disks) || disks < 1 || disks > 64) throw new Error('"disks" must be 1 to 64');
    if (!Number.isInteger(pegs) || pegs < 3 || pegs > 26) throw new Error('"pegs" must be 3 to 26');
    return { disks, pegs };
  }

  function pegIndex(letter, pegs) {
    const index = typeof letter === 'string' && letter.length === 1 ? letter.charCodeAt(0) - 65 : -1;
    return index >= 0 && index < pegs ? index : -1;
  }

  // The state: one byte a disk, the index of its peg (0 for A).
  function createState(instance, json) {
    const { disks, pegs } = sizes(instance);
    const config = json.config;
    if (typeof config !== 'string' || config.length !== disks) throw new Error(`"config" must be ${disks} peg letters`);
    const state = new Uint8Array(disks);
    for (let i = 0; i < disks; i++) {
      state[i] = pegIndex(config[i], pegs);
      if (state[i] === 255) throw new Error(`"${config[i]}" is not one of the ${pegs} pegs`);
    }
    return state;
  }

  function apply(state, event, instance) {
    if (event.e !== 'move') return;
    const to = pegIndex(event.to, instance.pegs);
    if (!Number.isInteger(event.disk) || event.disk < 1 || event.disk > state.length || to < 0) {
      throw new Error('the disk or the peg is out of range');
    }
    state[event.disk - 1] = to;
  }

  function letters(state) {
    return Array.from(state, (peg) => String.fromCharCode(65 + peg)).join('');
  }

  function describe(event) {
    if (event.e === 'move') return `move disk ${event.disk} from peg ${event.from} to ${event.to}`;
    return event.e === 'solution' ? 'solution: the goal is reached' : event.e;
  }

  function legend() {
    return [
      ['swatch-disk', 'disk, coloured by size (disk 1 the smallest)'],
      ['swatch-disk-moved', 'disk just moved'],
      ['swatch-rod', 'peg, lettered A, B, ... as puzzlelab hanoi names them'],
    ];
  }

  class HanoiDrawing {
    constructor(root, instance) {
      const { disks, pegs } = sizes(instance);
      this.disks = disks;
      this.maxWidth = kMinWidth + disks;
      this.spacing = this.maxWidth + 1;
      const height = (disks + 2) * kDiskHeight;
      setViewBox(root, 0, -1.2, pegs * this.spacing, height + 3);
      root.classList.add('hanoi-board');
      svg('rect', { x: 0, y: height, width: pegs * this.spacing, height: 0.4, class: 'base' }, root);
      for (let p = 0; p < pegs; p++) {
        const centre = (p + 0.5) * this.spacing;
        svg('rect', { x: centre - 0.2, y: 0.5, width: 0.4, height: height - 0.5, class: 'rod', 'data-peg': String.fromCharCode(65 + p) }, root);
        svg('text', { x: centre, y: height + 1.3, class: 'label' }, root).textContent = String.fromCharCode(65 + p);
      }
      this.baseline = height;
      this.diskElements = [];
      for (let d = 1; d <= disks; d++) {
        const width = kMinWidth + d;
        this.diskElements.push(svg('rect', { width, height: kDiskHeight * 0.9, rx: 0.3, class: 'disk', 'data-disk': d,
          style: `fill: hsl(${(d * 360) / (disks + 1)}, 65%, 55%)` }, root));
      }
      this.goal = svg('text', { x: 0.2, y: -0.2, class: 'goal' }, root);
      this.goal.textContent = instance.goal ? `goal ${instance.goal}` : '';
    }

    update(state, context) {
      const heights = new Array(26).fill(0);
      // Largest disk first, so that each stack is built from the bottom.
      for (let d = this.disks; d >= 1; d--) {
        const peg = state[d - 1];
        const element = this.diskElements[d - 1];
        const width = kMinWidth + d;
        heights[peg] += 1;
        element.setAttribute('x', (peg + 0.5) * this.spacing - width / 2);
        element.setAttribute('y', this.baseline - heights[peg] * kDiskHeight);
        element.setAttribute('data-peg', String.fromCharCode(65 + peg));
        const moved = context.event && context.event.e === 'move' && context.event.disk === d;
        element.setAttribute('class', moved ? 'disk moved' : 'disk');
      }
    }
  }

  PuzzleLab.puzzles.hanoi = {
    fields: { move: ['disk', 'from:s', 'to:s'] },
    createState,
    cloneState: (state) => state.slice(),
    stateKey: letters,
    apply,
    describe,
    legend,
    summary: (instance) => `${instance.disks} disks, ${instance.pegs} pegs${instance.goal ? `, goal ${instance.goal}` : ''}`,
    createDrawing: (root, instance) => new HanoiDrawing(root, instance),
  };
})(window.PuzzleLab = window.PuzzleLab || {});
