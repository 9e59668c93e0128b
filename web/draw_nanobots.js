// Nanobots in the viewer: the state (the best point found so far), the box and solution events,
// and a drawing that projects the bots' ranges (L1 balls) onto the x-y plane, where each is a
// diamond, with the box the search takes now and the best point.
(function (PuzzleLab) {
  'use strict';
  const { svg, setViewBox } = PuzzleLab.svg;
  const kDrawingSize = 1000;

  function bots(instance) {
    const list = instance.bots;
    if (!Array.isArray(list) || !list.every((b) => Array.isArray(b) && b.length === 4 && b.every(Number.isFinite))) {
      throw new Error('"bots" must be a list of [x, y, z, r]');
    }
    return list;
  }

  function createState(instance, json) {
    bots(instance);
    const best = json.best;
    if (best === null || best === undefined) return { best: null };
    if (!Array.isArray(best.point) || best.point.length !== 3) throw new Error('"best" needs a point [x, y, z]');
    return { best: { point: best.point.slice(), count: best.count, distance: best.distance } };
  }

  function apply(state, event) {
    if (event.e !== 'solution') return;
    if (!event.point.every(Number.isFinite)) throw new Error('the point is not valid');
    state.best = { point: event.point.slice(), count: event.count, distance: event.distance };
  }

  function describe(event) {
    if (event.e === 'box') return `box [${event.lo.join(', ')}] to [${event.hi.join(', ')}], at most ${event.bound} bots`;
    if (event.e === 'solution') return `better point (${event.point.join(', ')}): ${event.count} bots, distance ${event.distance}`;
    return event.e;
  }

  class NanobotsDrawing {
    constructor(root, instance) {
      const list = bots(instance);
      this.root = root;
      root.classList.add('nanobots-board');
      let minX = Infinity;
      let maxX = -Infinity;
      let minY = Infinity;
      let maxY = -Infinity;
      for (const [x, y, , r] of list) {
        minX = Math.min(minX, x - r);
        maxX = Math.max(maxX, x + r);
        minY = Math.min(minY, y - r);
        maxY = Math.max(maxY, y + r);
      }
      if (list.length === 0) [minX, maxX, minY, maxY] = [-1, 1, -1, 1];
      // One scale for both axes, y upwards.
      const scale = kDrawingSize / Math.max(maxX - minX, maxY - minY, 1);
      this.toX = (x) => (x - minX) * scale;
      this.toY = (y) => (maxY - y) * scale;
      this.scale = scale;
      setViewBox(root, -10, -10, (maxX - minX) * scale + 20, (maxY - minY) * scale + 20);
      const layer = svg('g', { class: 'bots' }, root);
      for (const [x, y, , r] of list) {
        const cx = this.toX(x);
        const cy = this.toY(y);
        const d = r * scale;
        svg('polygon', { class: 'bot', points: `${cx - d},${cy} ${cx},${cy - d} ${cx + d},${cy} ${cx},${cy + d}` }, layer);
      }
      this.box = svg('rect', { class: 'box', visibility: 'hidden' }, root);
      this.best = svg('g', { class: 'best', visibility: 'hidden' }, root);
      svg('circle', { r: 9 }, this.best);
      svg('line', { x1: -16, y1: 0, x2: 16, y2: 0 }, this.best);
      svg('line', { x1: 0, y1: -16, x2: 0, y2: 16 }, this.best);
    }

    update(state, context) {
      const boxStep = context.model.findLast(context.step, 'box');
      const event = boxStep ? context.model.event(boxStep) : null;
      if (event && event.lo.every(Number.isFinite) && event.hi.every(Number.isFinite)) {
        const x = this.toX(event.lo[0]);
        const y = this.toY(event.hi[1] + 1);
        this.box.setAttribute('x', x);
        this.box.setAttribute('y', y);
        this.box.setAttribute('width', Math.max(this.toX(event.hi[0] + 1) - x, 1));
        this.box.setAttribute('height', Math.max(this.toY(event.lo[1]) - y, 1));
        this.box.setAttribute('visibility', 'visible');
      } else {
        this.box.setAttribute('visibility', 'hidden');
      }
      if (state.best) {
        const [x, y] = state.best.point;
        this.best.setAttribute('transform', `translate(${this.toX(x)} ${this.toY(y)})`);
        this.best.setAttribute('visibility', 'visible');
      } else {
        this.best.setAttribute('visibility', 'hidden');
      }
      this.root.classList.toggle('solved', !!context.event && context.event.e === 'solution');
    }
  }

  PuzzleLab.puzzles.nanobots = {
    fields: { box: ['lo:3', 'hi:3', 'bound'], solution: ['point:3', 'count', 'distance'] },
    createState,
    cloneState: (state) => ({ best: state.best && { ...state.best, point: state.best.point.slice() } }),
    stateKey: (state) => JSON.stringify(state.best),
    apply,
    describe,
    summary: (instance) => `${(instance.bots || []).length} bots (drawn in x and y)`,
    createDrawing: (root, instance) => new NanobotsDrawing(root, instance),
  };
})(window.PuzzleLab = window.PuzzleLab || {});
