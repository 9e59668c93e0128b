// Nanobots in the viewer: the state (the best point found so far), the box and solution events,
// and a drawing that follows the search. Its window is the box taken at this step with a margin
// (and the best point, when it is near; at the start, every bot's range); two projections of that
// window side by side, x-y and x-z, show each bot's range (an L1 ball) sliced to the window as a
// diamond, faint when it misses the box, with the box and the best point. Under them, a plot of
// the box's bound over the steps and of the best count found so far.
(function (PuzzleLab) {
  'use strict';
  const { svg, setViewBox } = PuzzleLab.svg;
  // The layout, in drawing units: two square panels, their axis labels, the plot below. The
  // panels and the plot keep their size; the margins that hold text, the text's offsets and its
  // size (viewer.css, times --nb-text) grow by the text scale k, so that the text is never drawn
  // under 12 CSS px however small the drawing is shown (NanobotsDrawing.fitText).
  const kPanel = 400;
  const kPlotHeight = 130;
  // The note under each panel is wrapped to the panel's width, in as many lines as its longest
  // form needs at that text size; the plot goes below them.
  const kNoteSize = 12;
  const kNoteLongest = 60;  // characters: "12 ranges cover this whole view (not drawn), 300 cross it"
  const kCharWidth = 0.6;  // a character's width, at most, in ems
  const kLineHeight = 1.2;  // ems
  function layout(k) {
    const left = 70 * k;
    const top = 30 * k;
    const gap = 90 * k;
    const right = 20 * k;
    const noteChars = Math.max(10, Math.floor((kPanel + 15 * k) / (kCharWidth * kNoteSize * k)));
    const noteLines = Math.ceil(kNoteLongest / noteChars);
    const plotTop = top + kPanel + (72 + (noteLines - 1) * kLineHeight * kNoteSize) * k;
    const width = left + 2 * kPanel + gap + right;
    return { k, left, top, gap, width, plotTop, noteChars, plotWidth: 2 * kPanel + gap, height: plotTop + kPlotHeight + 40 * k };
  }

  // Sets a text element to `content` in lines of at most `chars` characters, broken at spaces.
  function setWrappedText(element, content, chars) {
    const lines = [];
    for (const word of content.split(' ')) {
      const last = lines.length - 1;
      if (last >= 0 && lines[last].length + 1 + word.length <= chars) lines[last] += ` ${word}`;
      else lines.push(word);
    }
    element.textContent = '';
    const x = element.getAttribute('x') || '0';
    lines.forEach((line, i) => {
      svg('tspan', i === 0 ? { x } : { x, dy: `${kLineHeight}em` }, element).textContent = line;
    });
  }
  // The window reaches this share of the region's side beyond it on each side.
  const kMargin = 0.2;
  // The plot draws at most this many points a line.
  const kMaxPlotPoints = 500;
  // The panels: which coordinates each shows across and up.
  const kViews = [{ name: 'xy', across: 0, up: 1, title: 'x-y' }, { name: 'xz', across: 0, up: 2, title: 'x-z' }];
  const kAxisNames = ['x', 'y', 'z'];

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

  // Points and boxes as `puzzlelab nanobots` writes them: "12,12,12".
  const point = (p) => p.join(',');

  function describe(event) {
    if (event.e === 'box') return `box ${point(event.lo)} to ${point(event.hi)}: at most ${event.bound} bots in range`;
    if (event.e === 'solution') return `better point ${point(event.point)}: in range of ${event.count} bots, distance ${event.distance}`;
    return event.e;
  }

  function legend() {
    return [
      ['swatch-bot', 'a bot\'s range (its slice through the window) that reaches the box; ranges covering a whole view are counted under it'],
      ['swatch-bot-missed', 'a bot\'s range that misses the box'],
      ['swatch-box', 'the box the search takes at this step'],
      ['swatch-best', 'the best point found so far (faint at the edge when it lies outside the view)'],
      ['swatch-bound-line', 'plot: the bound of each box taken (most bots it can be in range of)'],
      ['swatch-best-line', 'plot: bots in range of the best point so far'],
      ['swatch-step-marker', 'plot: this step'],
    ];
  }

  // A growing typed array.
  class Series {
    constructor(Type) {
      this.data = new Type(256);
      this.length = 0;
    }
    push(value) {
      if (this.length === this.data.length) {
        const bigger = new this.data.constructor(this.data.length * 2);
        bigger.set(this.data);
        this.data = bigger;
      }
      this.data[this.length++] = value;
    }
  }

  // The box and solution steps of a trace with their bounds and counts, read once per model
  // and extended as a stream brings more events.
  const seriesOfModel = new WeakMap();
  function searchSeries(model) {
    let series = seriesOfModel.get(model);
    if (!series) {
      series = { read: 0, boxSteps: new Series(Uint32Array), bounds: new Series(Float64Array),
        bestSteps: new Series(Uint32Array), counts: new Series(Float64Array), low: Infinity, high: -Infinity };
      seriesOfModel.set(model, series);
    }
    for (let step = series.read + 1; step <= model.steps; step++) {
      const name = model.eventName(step);
      if (name !== 'box' && name !== 'solution') continue;
      const event = model.event(step);
      const value = name === 'box' ? event.bound : event.count;
      if (!Number.isFinite(value)) continue;
      if (name === 'box') {
        series.boxSteps.push(step);
        series.bounds.push(value);
      } else {
        series.bestSteps.push(step);
        series.counts.push(value);
      }
      series.low = Math.min(series.low, value);
      series.high = Math.max(series.high, value);
    }
    series.read = model.steps;
    return series;
  }

  // How many of the sorted steps are at or before `step`.
  function countUpTo(steps, step) {
    let low = 0;
    let high = steps.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (steps.data[middle] <= step) low = middle + 1; else high = middle;
    }
    return low;
  }

  // The indices 0..count-1, or at most kMaxPlotPoints of them spread evenly (the last kept).
  function sampleIndices(count) {
    if (count <= kMaxPlotPoints) return Array.from({ length: count }, (_, i) => i);
    return Array.from({ length: kMaxPlotPoints }, (_, i) => Math.round((i * (count - 1)) / (kMaxPlotPoints - 1)));
  }

  // The best point is kept in the window when it lies within the region's largest side of it;
  // farther off, the window stays on the region and the point is marked at the panel's edge.
  function nearRegion(p, lo, hi) {
    const side = Math.max(1, hi[0] - lo[0], hi[1] - lo[1], hi[2] - lo[2]);
    return [0, 1, 2].every((a) => Math.max(lo[a] - p[a], 0, p[a] - hi[a]) <= side);
  }

  // The window around a region [lo, hi] (and a point to keep in view): a cube of whole numbers,
  // the region centred, so that both panels share one scale.
  function windowAround(lo, hi, keep) {
    const low = lo.slice();
    const high = hi.slice();
    if (keep) {
      for (let a = 0; a < 3; a++) {
        low[a] = Math.min(low[a], keep[a]);
        high[a] = Math.max(high[a], keep[a]);
      }
    }
    const side = Math.max(high[0] - low[0], high[1] - low[1], high[2] - low[2]);
    const margin = Math.max(1, Math.ceil(side * kMargin));
    const size = side + 2 * margin;
    const from = low.map((v, a) => Math.floor(v - margin - (side - (high[a] - low[a])) / 2));
    return { from, to: from.map((v) => v + size), size };
  }

  // L1 distance from a point to the box [lo, hi].
  function distanceToBox(p, lo, hi) {
    let total = 0;
    for (let a = 0; a < 3; a++) total += Math.max(lo[a] - p[a], 0, p[a] - hi[a]);
    return total;
  }

  // The diamond |u - cu| + |v - cv| <= r clipped to the rectangle [u0, u1] x [v0, v1]
  // (Sutherland-Hodgman), as a list of [u, v]; empty when they do not meet.
  function clippedDiamond(cu, cv, r, u0, u1, v0, v1) {
    if (r < 0 || Math.max(u0 - cu, 0, cu - u1) + Math.max(v0 - cv, 0, cv - v1) > r) return [];
    let polygon = [[cu - r, cv], [cu, cv + r], [cu + r, cv], [cu, cv - r]];
    const edges = [[0, u0, 1], [0, u1, -1], [1, v0, 1], [1, v1, -1]];
    for (const [axis, limit, side] of edges) {
      const next = [];
      for (let i = 0; i < polygon.length; i++) {
        const a = polygon[i];
        const b = polygon[(i + 1) % polygon.length];
        const aIn = (a[axis] - limit) * side >= 0;
        const bIn = (b[axis] - limit) * side >= 0;
        if (aIn) next.push(a);
        if (aIn !== bIn) {
          const t = (limit - a[axis]) / (b[axis] - a[axis]);
          next.push([a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])]);
        }
      }
      polygon = next;
      if (polygon.length === 0) break;
    }
    return polygon;
  }

  const round = (value) => Math.round(value * 10) / 10;

  // True when the diamond holds the whole rectangle: its corners are all in it.
  function diamondCovers(cu, cv, r, u0, u1, v0, v1) {
    return Math.max(Math.abs(u0 - cu), Math.abs(u1 - cu)) + Math.max(Math.abs(v0 - cv), Math.abs(v1 - cv)) <= r;
  }

  // One panel: the window seen along one axis. Ranges are clipped a little beyond the panel, and
  // the panel (a nested svg) cuts them at its edge, so that no clipping edge shows and the
  // coordinates stay small whatever the range's size.
  // A text element whose place depends on the text scale k: spot(k) gives [x, y].
  function placedText(parent, className, attributes, spot, texts) {
    const element = svg('text', { class: className, ...attributes }, parent);
    texts.push([element, spot]);
    return element;
  }

  class Projection {
    constructor(parent, view, index, list) {
      this.view = view;
      this.index = index;
      this.texts = [];
      this.group = svg('g', { class: `projection ${view.name}`, 'data-view': view.name }, parent);
      svg('rect', { class: 'frame', width: kPanel, height: kPanel }, this.group);
      // The right panel's title ends at its right edge, so that a long one runs into the gap
      // between the panels, not off the drawing.
      this.title = index === 0 ? placedText(this.group, 'panel-title', {}, (k) => [0, -10 * k], this.texts)
        : placedText(this.group, 'panel-title', { 'text-anchor': 'end' }, (k) => [kPanel, -10 * k], this.texts);
      const inside = svg('svg', { x: 0, y: 0, width: kPanel, height: kPanel, overflow: 'hidden' }, this.group);
      this.layer = svg('g', { class: 'bots' }, inside);
      const layer = this.layer;
      this.diamonds = list.map((_, i) => svg('polygon', { class: 'bot', 'data-bot': i, 'data-view': view.name }, layer));
      // What each diamond shows now, so that only the ones that change are touched.
      this.points = list.map(() => '');
      this.classes = list.map(() => 'bot');
      this.box = svg('rect', { class: 'box', 'data-view': view.name, visibility: 'hidden' }, inside);
      this.best = svg('g', { class: 'best', 'data-view': view.name, visibility: 'hidden' }, this.group);
      svg('circle', { r: 6 }, this.best);
      svg('line', { x1: -11, y1: 0, x2: 11, y2: 0 }, this.best);
      svg('line', { x1: 0, y1: -11, x2: 0, y2: 11 }, this.best);
      const text = (className, anchor, spot) => placedText(this.group, className, { 'text-anchor': anchor }, spot, this.texts);
      this.acrossLow = text('axis-value', 'start', (k) => [0, kPanel + 16 * k]);
      this.acrossHigh = text('axis-value', 'end', (k) => [kPanel, kPanel + 16 * k]);
      this.upLow = text('axis-value', 'end', (k) => [-6 * k, kPanel]);
      this.upHigh = text('axis-value', 'end', (k) => [-6 * k, 10 * k]);
      text('axis-name', 'middle', (k) => [kPanel / 2, kPanel + 18 * k]).textContent = kAxisNames[view.across];
      text('axis-name', 'end', (k) => [-14 * k, kPanel / 2]).textContent = kAxisNames[view.up];
      this.note = text('panel-note', 'start', (k) => [0, kPanel + 36 * k]);
    }

    // Puts the panel and its text where the layout says.
    arrange(box) {
      this.noteChars = box.noteChars;
      if (this.noteText) setWrappedText(this.note, this.noteText, this.noteChars);
      const x = box.left + this.index * (kPanel + box.gap);
      this.group.setAttribute('transform', `translate(${x} ${box.top})`);
      for (const [element, spot] of this.texts) {
        const [tx, ty] = spot(box.k);
        element.setAttribute('x', tx);
        element.setAttribute('y', ty);
      }
    }

    // Window coordinates to the panel's: across to the right, up upwards.
    place(area, across, up) {
      const scale = kPanel / area.size;
      return [(across - area.from[this.view.across]) * scale, (area.to[this.view.up] - up) * scale];
    }

    drawWindow(area, region, list, box) {
      const { across, up } = this.view;
      const depth = 3 - across - up;
      const [u0, u1, v0, v1] = [area.from[across], area.to[across], area.from[up], area.to[up]];
      this.group.setAttribute('data-window', `${u0} ${u1} ${v0} ${v1}`);
      this.title.textContent = `${this.view.title}, ${kAxisNames[depth]} ${area.from[depth]} to ${area.to[depth]}`;
      this.acrossLow.textContent = String(u0);
      this.acrossHigh.textContent = String(u1);
      this.upLow.textContent = String(v0);
      this.upHigh.textContent = String(v1);
      const pad = area.size * 0.02;
      let covering = 0;
      let crossing = 0;
      list.forEach((bot, i) => {
        // The ball's slice through the window's depth, projected: a diamond of what is left of r.
        const left = bot[3] - Math.max(area.from[depth] - bot[depth], 0, bot[depth] - area.to[depth]);
        const reaches = distanceToBox(bot, region.lo, region.hi) <= bot[3];
        const diamond = this.diamonds[i];
        let className = reaches ? 'bot' : 'bot missed';
        let polygon = [];
        if (diamondCovers(bot[across], bot[up], left, u0, u1, v0, v1)) {
          className += ' covers';
          covering++;
        } else {
          polygon = clippedDiamond(bot[across], bot[up], left, u0 - pad, u1 + pad, v0 - pad, v1 + pad);
          if (polygon.length > 0) crossing++;
        }
        const points = polygon.map(([u, v]) => this.place(area, u, v).map(round).join(',')).join(' ');
        if (points !== this.points[i]) diamond.setAttribute('points', points);
        if (className !== this.classes[i]) diamond.setAttribute('class', className);
        this.points[i] = points;
        this.classes[i] = className;
      });
      // Many ranges crossing the view shade it no darker than a few do.
      this.layer.style.setProperty('--plv-bot-fill', String(Math.min(0.08, 1 / Math.max(crossing, 1))));
      const one = (count, singular, plural) => `${count} ${count === 1 ? singular : plural}`;
      this.noteText = `${one(covering, 'range covers', 'ranges cover')} this whole view (not drawn), ${one(crossing, 'crosses', 'cross')} it`;
      setWrappedText(this.note, this.noteText, this.noteChars);
      if (box) {
        const [x1, y1] = this.place(area, box.lo[across], box.hi[up]);
        const [x2, y2] = this.place(area, box.hi[across], box.lo[up]);
        // A box of one point still shows.
        const width = Math.max(x2 - x1, 3);
        const height = Math.max(y2 - y1, 3);
        this.box.setAttribute('x', round(x1 - (width - (x2 - x1)) / 2));
        this.box.setAttribute('y', round(y1 - (height - (y2 - y1)) / 2));
        this.box.setAttribute('width', round(width));
        this.box.setAttribute('height', round(height));
        this.box.setAttribute('visibility', 'visible');
      } else {
        this.box.setAttribute('visibility', 'hidden');
      }
    }

    drawBest(area, best) {
      if (!best) {
        this.best.setAttribute('visibility', 'hidden');
        return;
      }
      const [x, y] = this.place(area, best[this.view.across], best[this.view.up]);
      const clamp = (value) => Math.min(Math.max(value, 0), kPanel);
      const outside = clamp(x) !== x || clamp(y) !== y;
      this.best.setAttribute('transform', `translate(${round(clamp(x))} ${round(clamp(y))})`);
      this.best.setAttribute('class', outside ? 'best outside' : 'best');
      this.best.setAttribute('visibility', 'visible');
    }
  }

  // The bound of the boxes taken and the best count, over the steps up to the one shown.
  class BoundPlot {
    constructor(parent) {
      this.texts = [];
      this.plotWidth = 2 * kPanel;
      this.group = svg('g', { class: 'bound-plot' }, parent);
      this.frame = svg('rect', { class: 'frame', height: kPlotHeight }, this.group);
      this.title = placedText(this.group, 'panel-title', {}, (k) => [0, -10 * k], this.texts);
      this.boundLine = svg('polyline', { class: 'bound-line' }, this.group);
      this.bestLine = svg('polyline', { class: 'best-line' }, this.group);
      this.marker = svg('line', { class: 'step-marker', y1: 0, y2: kPlotHeight }, this.group);
      const text = (className, anchor, spot) => placedText(this.group, className, { 'text-anchor': anchor }, spot, this.texts);
      this.high = text('axis-value', 'end', (k) => [-6 * k, 10 * k]);
      this.low = text('axis-value', 'end', (k) => [-6 * k, kPlotHeight]);
      text('axis-value', 'start', (k) => [0, kPlotHeight + 18 * k]).textContent = '0';
      this.last = text('axis-value', 'end', (k) => [this.plotWidth, kPlotHeight + 18 * k]);
      text('axis-name', 'middle', (k) => [this.plotWidth / 2, kPlotHeight + 20 * k]).textContent = 'step';
      text('axis-name', 'end', (k) => [-14 * k, kPlotHeight / 2]).textContent = 'bots';
    }

    // Puts the plot and its text where the layout says; update() draws the lines to its width.
    arrange(box) {
      this.plotWidth = box.plotWidth;
      this.group.setAttribute('transform', `translate(${box.left} ${box.plotTop})`);
      this.frame.setAttribute('width', box.plotWidth);
      for (const [element, spot] of this.texts) {
        const [tx, ty] = spot(box.k);
        element.setAttribute('x', tx);
        element.setAttribute('y', ty);
      }
    }

    update(series, step, steps) {
      const low = Number.isFinite(series.low) ? series.low : 0;
      const high = Number.isFinite(series.high) ? Math.max(series.high, low + 1) : 1;
      const plotWidth = this.plotWidth;
      const toX = (s) => round((s / Math.max(steps, 1)) * plotWidth);
      const toY = (value) => round(((high - value) / (high - low)) * kPlotHeight);
      this.high.textContent = String(high);
      this.low.textContent = String(low);
      this.last.textContent = String(steps);
      this.marker.setAttribute('x1', toX(step));
      this.marker.setAttribute('x2', toX(step));

      const boxes = countUpTo(series.boxSteps, step);
      this.boundLine.setAttribute('points', sampleIndices(boxes)
        .map((i) => `${toX(series.boxSteps.data[i])},${toY(series.bounds.data[i])}`).join(' '));
      // The best count holds from its step to the next one's: a staircase up to this step.
      const found = countUpTo(series.bestSteps, step);
      const corners = [];
      let level = null;
      for (const i of sampleIndices(found)) {
        const x = toX(series.bestSteps.data[i]);
        if (level !== null) corners.push(`${x},${level}`);
        level = toY(series.counts.data[i]);
        corners.push(`${x},${level}`);
      }
      if (level !== null) corners.push(`${toX(step)},${level}`);
      this.bestLine.setAttribute('points', corners.join(' '));
      const bound = boxes > 0 ? `bound ${series.bounds.data[boxes - 1]}` : 'no box yet';
      const best = found > 0 ? `, best ${series.counts.data[found - 1]} bots` : '';
      this.title.textContent = `${bound}${best}`;
    }
  }

  class NanobotsDrawing {
    constructor(root, instance) {
      this.list = bots(instance);
      this.root = root;
      root.classList.add('nanobots-board');
      // Every bot's range: the view at the start.
      const lo = [Infinity, Infinity, Infinity];
      const hi = [-Infinity, -Infinity, -Infinity];
      for (const bot of this.list) {
        for (let a = 0; a < 3; a++) {
          lo[a] = Math.min(lo[a], bot[a] - bot[3]);
          hi[a] = Math.max(hi[a], bot[a] + bot[3]);
        }
      }
      this.extent = this.list.length > 0 ? { lo, hi } : { lo: [-1, -1, -1], hi: [1, 1, 1] };
      this.projections = kViews.map((view, i) => new Projection(root, view, i, this.list));
      this.plot = new BoundPlot(root);
      this.drawnKey = null;
      this.last = null;
      this.arrange(1);
      // Shown larger or smaller (a window resized, a panel laid out), the text is fitted again,
      // a frame later so that the change of size is not made inside the observer's own call.
      if (typeof ResizeObserver === 'function') {
        let pending = false;
        this.observer = new ResizeObserver(() => {
          if (pending) return;
          pending = true;
          requestAnimationFrame(() => {
            pending = false;
            if (this.fitText() && this.last) this.update(this.last.state, this.last.context);
          });
        });
        this.observer.observe(root);
      }
    }

    // Lays the drawing out for text scale k (at least 1; see layout()).
    arrange(k) {
      const box = layout(k);
      this.k = k;
      setViewBox(this.root, 0, 0, box.width, box.height);
      this.root.style.setProperty('--nb-text', String(k));
      for (const projection of this.projections) projection.arrange(box);
      this.plot.arrange(box);
    }

    // Chooses the text scale k for the size the drawing is shown at: the smallest text is then at
    // least 12 CSS px (k = 1 when the drawing is shown at its own size or larger). Since k
    // widens the drawing's margins, which shrinks how it is shown, k is refined until it holds
    // (a few rounds: each moves it most of the way). Returns whether the layout changed.
    fitText() {
      let changed = false;
      for (let round = 0; round < 8; round++) {
        const matrix = this.root.isConnected ? this.root.getScreenCTM() : null;
        const scale = matrix ? Math.hypot(matrix.a, matrix.b) : 0;
        if (!(scale > 0)) return changed;  // not shown: nothing to measure
        const needed = Math.max(1, 1 / scale);
        if (needed <= this.k && (needed >= this.k / 1.05 || this.k === 1)) return changed;
        this.arrange(Math.max(1, needed * 1.02));
        changed = true;
      }
      return changed;
    }

    update(state, context) {
      this.last = { state, context };
      if (this.k === 1 && !this.fitted) {
        this.fitted = true;
        if (this.fitText()) this.drawnKey = null;
      }
      const model = context.model;
      const series = searchSeries(model);
      const boxes = countUpTo(series.boxSteps, context.step);
      const event = boxes > 0 ? model.event(series.boxSteps.data[boxes - 1]) : null;
      const box = event && event.lo.every(Number.isFinite) && event.hi.every(Number.isFinite) ? event : null;
      const region = box || this.extent;
      const best = state.best ? state.best.point : null;
      const area = windowAround(region.lo, region.hi, best && nearRegion(best, region.lo, region.hi) ? best : null);
      const key = `${area.from.join(' ')} ${area.size} ${box ? `${box.lo} ${box.hi}` : ''}`;
      if (key !== this.drawnKey) {
        for (const projection of this.projections) projection.drawWindow(area, region, this.list, box);
        this.drawnKey = key;
      }
      for (const projection of this.projections) projection.drawBest(area, best);
      this.plot.update(series, context.step, model.steps);
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
    legend,
    summary: (instance) => `${(instance.bots || []).length} bots (drawn in x-y and x-z around the search's box)`,
    createDrawing: (root, instance) => new NanobotsDrawing(root, instance),
  };
})(window.PuzzleLab = window.PuzzleLab || {});
