// PuzzleLab.Race: several methods' traces of one instance played side by side on one clock
// (docs/race.md). The clock runs in one of two units: the run's own events (lock-step: at clock
// t every panel shows the state after its t-th event) or seconds of each solver's own elapsed
// time. One scrub bar and one play/pause drive every panel; the bar is logarithmic when the
// lanes' lengths differ by orders of magnitude, so that a run a million times longer than
// another still shows the short one working. Each panel keeps its trace in a
// PuzzleLab.TraceModel and draws with its puzzle's draw_*.js.
(function (PuzzleLab) {
  'use strict';
  const { svg } = PuzzleLab.svg;
  const kBarSteps = 10000;          // positions of the scrub bar
  const kDefaultPlaySeconds = 30;   // a whole race played in this long by default
  const kPlotPoints = 400;          // points drawn in a panel's plot at most
  const kLogSpread = 100;           // lanes this many times apart get a logarithmic bar

  function element(tag, className, parent, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    if (parent) parent.appendChild(node);
    return node;
  }

  function formatCount(value) {
    return Number.isFinite(value) ? Math.round(value).toLocaleString('en-US') : '\u2013';
  }

  function formatSeconds(value) {
    if (!Number.isFinite(value)) return '\u2013';
    if (value < 0.001) return `${(value * 1e6).toFixed(0)} \u00B5s`;
    if (value < 1) return `${(value * 1000).toFixed(value < 0.01 ? 2 : 1)} ms`;
    return `${value.toFixed(value < 10 ? 3 : 1)} s`;
  }

  // A figure not known yet (before a solver's first progress report) is a dash, never "NaN" or
  // "undefined".
  function formatFigure(key, value) {
    if (value === null) return 'none';
    if (typeof value === 'string') return value;
    if (typeof value !== 'number' || !Number.isFinite(value)) return '\u2013';
    if (/seconds$/.test(key)) return formatSeconds(value);
    return Number.isInteger(value) ? formatCount(value) : value.toLocaleString('en-US', { maximumFractionDigits: 6 });
  }

  // The report's own figures: stats and back-end figures, as `puzzlelab solve --format json`
  // gives them (docs/json.md), flattened.
  function reportFigures(report) {
    const figures = {};
    for (const group of ['stats', 'backend']) {
      const values = report && report[group];
      if (!values) continue;
      for (const key of Object.keys(values)) figures[key] = values[key];
    }
    return figures;
  }

  // "CaDiCaL at 12.3 ms: 771 conflicts, 732 learnt": a solver's progress event in words.
  function describeProgress(event) {
    const parts = [];
    for (const key of Object.keys(event)) {
      // The call number and Z3's full statistics object stay out of the one line.
      if (['e', 'solver', 'seconds', 'call', 'statistics'].includes(key) || typeof event[key] === 'object' && event[key] !== null) continue;
      parts.push(`${key} ${event[key] === null ? 'none' : formatFigure(key, event[key])}`);
    }
    return `${event.solver || 'solver'} at ${formatSeconds(event.seconds)}: ${parts.join(', ')}`;
  }

  // What a lane's counters count, in a line under its name: the searches count their own nodes
  // (boards, positions, boxes) as their reports do; a declarative solver counts its own work.
  // A method that traces only its answer says so first, in the same words on every panel.
  const kAnswerOnly = 'answer only: this method reports no search events';
  function countsNote(lane) {
    if (lane.traced) return 'nodes: what the search counts in its report, replayed event by event';
    switch (lane.family) {
      case 'sat': return `${kAnswerOnly}; CaDiCaL examines no boards: it counts conflicts and learnt clauses as it runs`;
      case 'smt': return `${kAnswerOnly}; Z3's own statistics at the end`;
      case 'milp':
      case 'network': return `${kAnswerOnly}; CBC's branch-and-bound nodes, incumbent and bound as it runs`;
      default: return `${kAnswerOnly}; its report's figures at the end`;
    }
  }

  // "solved: 13 jumps", "stopped after 20.0 s (a time or node limit stopped the search ...)":
  // the status word once, then what the report adds. A race from `puzzlelab serve` says whose
  // time limit it ran under (`timeLimit`, {"seconds", "by"}); a run stopped by the server's own
  // limit (its default, or its cap on a race) says so, not only that it stopped.
  function statusText(report, timeLimit) {
    if (!report) return 'unknown';
    let status = report.status.replace('_', ' ');
    const byTime = report.status === 'stopped' && /time limit/.test(report.note || '');
    if (byTime && timeLimit && timeLimit.by === 'server') status = 'stopped by the server\'s time limit';
    const summary = report.summary && report.summary !== report.status && !/^stopped after /.test(report.summary) ? `: ${report.summary}` : '';
    const after = report.status === 'stopped' && Number.isFinite(report.seconds) ? ` after ${formatSeconds(report.seconds)}` : '';
    return `${status}${after}${summary}${report.note ? ` (${report.note})` : ''}`;
  }

  // Figures of a progress event worth a plot line, in the order drawn.
  const kProgressSeries = ['conflicts', 'learnt', 'nodes', 'incumbent', 'bound'];
  const kHasAnswer = { solved: true, optimal: true };
  const kStatusRank = { solved: 0, optimal: 0, no_solution: 1, stopped: 2, unavailable: 3 };

  class Lane {
    constructor(parent, data, puzzleName, timeLimit) {
      this.data = data;
      this.timeLimit = timeLimit || null;
      this.method = data.method;
      this.report = data.report || null;
      this.skipped = data.skipped || null;
      this.root = element('section', 'race-lane', parent);
      this.root.dataset.method = data.method;
      const head = element('header', 'race-lane-head', this.root);
      element('h2', 'race-method', head, data.method);
      element('span', `race-family family-${data.family}`, head, data.family);
      element('p', 'race-summary', this.root, data.summary || '');
      this.countsNote = element('p', 'race-counts-note', this.root, countsNote(data));
      this.stage = element('div', 'race-stage', this.root);
      this.eventLine = element('div', 'race-event', this.root);
      this.counterList = element('dl', 'race-counters', this.root);
      this.counterValues = {};
      this.statusLine = element('div', 'race-status', this.root);
      this.plot = svg('svg', { class: 'race-plot', viewBox: '0 0 200 60', preserveAspectRatio: 'none', role: 'img' }, this.root);
      this.plotCaption = element('div', 'race-plot-caption', this.root);
      this.legend = element('ul', 'plv-legend race-legend', this.root);
      this.reportBox = element('dl', 'race-report', this.root);
      this.step = 0;
      this.finished = false;
      if (this.skipped) {
        this.root.classList.add('skipped');
        this.statusLine.textContent = `unavailable: ${this.skipped}`;
        this.model = null;
        return;
      }
      this.model = new PuzzleLab.TraceModel();
      this.model.pushText(data.trace || '');
      this.model.finish();
      if (this.model.fatal) {
        this.statusLine.textContent = `the trace cannot be read: ${this.model.fatal.message}`;
        this.model = null;
        return;
      }
      if (this.model.header.puzzle !== puzzleName) {
        this.statusLine.textContent = `the trace is of ${this.model.header.puzzle}, not ${puzzleName}`;
        this.model = null;
        return;
      }
      const model = this.model;
      const root = svg('svg', { class: 'plv-drawing', role: 'img', 'aria-label': `${puzzleName} board, ${data.method}` }, this.stage);
      this.drawing = model.puzzle.createDrawing(root, model.instance, model.header.initial);
      this.state = model.stateAt(0);
      const entries = model.puzzle.legend ? model.puzzle.legend(model.instance) : [];
      for (const [swatch, text] of entries) {
        const item = element('li', '', this.legend);
        element('span', `plv-swatch ${swatch}`, item);
        item.appendChild(document.createTextNode(text));
      }
      this.traced = Boolean(data.traced);
      this.endSeconds = this.report && Number.isFinite(this.report.seconds) ? this.report.seconds
        : model.end && Number.isFinite(model.end.seconds) ? model.end.seconds : 0;
      this.times = this.stepTimes();
      this.lastSolution = model.solutionSteps.length ? model.solutionSteps[model.solutionSteps.length - 1] : -1;
      this.buildCounters();
      this.buildReport();
      this.buildPlot();
    }

    // The wall time of every step. A lane that traces its own work has times at its snapshots
    // (and the end): in between, the time is interpolated by step. A lane that traces only its
    // answer has its solver's progress events, and the answer itself at the end.
    stepTimes() {
      const model = this.model;
      const times = new Float64Array(model.steps + 1);
      const knownSteps = [0];
      const knownSeconds = [0];
      const useSnapshots = this.traced;
      for (let i = 0; i < model.timeSteps.length; i++) {
        const step = model.timeSteps[i];
        const isProgress = model.eventName(step) === 'progress';
        if (!useSnapshots && !isProgress) continue;
        if (step <= knownSteps[knownSteps.length - 1]) continue;
        knownSteps.push(step);
        knownSeconds.push(Math.max(model.timeSeconds[i], knownSeconds[knownSeconds.length - 1]));
      }
      const lastKnown = knownSteps[knownSteps.length - 1];
      for (let k = 1; k < knownSteps.length; k++) {
        const from = knownSteps[k - 1];
        const to = knownSteps[k];
        for (let step = from; step <= to; step++) {
          times[step] = knownSeconds[k - 1] + (knownSeconds[k] - knownSeconds[k - 1]) * (step - from) / (to - from);
        }
      }
      const endSeconds = Math.max(this.endSeconds, knownSeconds[knownSeconds.length - 1]);
      if (useSnapshots) {
        const from = lastKnown;
        const to = model.steps;
        for (let step = from + 1; step <= to; step++) {
          times[step] = knownSeconds[knownSeconds.length - 1] + (endSeconds - knownSeconds[knownSeconds.length - 1]) * (step - from) / (to - from);
        }
      } else {
        for (let step = lastKnown + 1; step <= model.steps; step++) times[step] = endSeconds;
      }
      return times;
    }

    // Where this lane's run ends on the clock, in each unit.
    finishAt(mode) {
      if (!this.model) return 0;
      return mode === 'events' ? this.model.runEvents() : Math.max(this.endSeconds, this.times[this.model.steps]);
    }

    // The last step shown at clock `t`.
    stepAt(mode, t) {
      const model = this.model;
      if (mode === 'events') return model.stepAtEvent(t);
      return Math.max(0, PuzzleLab.countAtMost(this.times, model.steps + 1, t) - 1);
    }

    buildCounters() {
      // A MILP's nodes are its branch-and-bound nodes, as the report names them.
      const milp = this.data.family === 'milp' || this.data.family === 'network';
      this.nodesKey = !this.traced && milp ? 'bnb_nodes' : 'nodes';
      const keys = [['events', 'events'], ['nodes', milp && !this.traced ? 'B&B nodes' : 'nodes'], ['solutions', 'solutions'], ['depth', 'depth'], ['seconds', 'elapsed']];
      const progressKeys = new Set();
      for (const event of this.model.progress) {
        for (const key of kProgressSeries) if (typeof event[key] === 'number') progressKeys.add(key);
      }
      for (const key of kProgressSeries) if (progressKeys.has(key) && key !== 'nodes') keys.push([key, key]);
      this.progressKeys = progressKeys;
      for (const [key, label] of keys) {
        const group = element('div', 'race-counter', this.counterList);
        element('dt', '', group, label);
        this.counterValues[key] = element('dd', 'race-value', group);
        this.counterValues[key].dataset.counter = key;
      }
    }

    buildReport() {
      const figures = reportFigures(this.report);
      element('dt', 'race-report-title', this.reportBox, 'report');
      const list = element('dd', '', this.reportBox);
      for (const key of Object.keys(figures)) {
        const item = element('span', 'race-figure', list, `${key} ${formatFigure(key, figures[key])}`);
        item.dataset.report = key;
        item.dataset.value = String(figures[key]);
      }
      this.reportBox.hidden = true;
    }

    // A line per series over this lane's run: the solver's progress figures over its time, or
    // for a search the depth over its events.
    buildPlot() {
      const model = this.model;
      this.plotSeries = [];
      if (model.progress.length > 1) {
        for (const key of kProgressSeries) {
          if (!this.progressKeys.has(key)) continue;
          const points = [];
          for (let i = 0; i < model.progress.length; i++) {
            const value = model.progress[i][key];
            if (typeof value === 'number' && Number.isFinite(value)) points.push([this.times[model.progressSteps[i]], value]);
          }
          if (points.length > 1) this.plotSeries.push({ key, points });
        }
        this.plotUnit = 'seconds';
        this.plotCaption.textContent = `${this.plotSeries.map((s) => s.key).join(', ')} over the solver's time`;
      } else if (model.steps > 1 && this.traced && model.depth.data.some((depth) => depth !== 0)) {
        const points = [];
        const every = Math.max(1, Math.ceil(model.steps / kPlotPoints));
        for (let step = 0; step <= model.steps; step += every) points.push([model.at.data[step], model.depth.data[step]]);
        points.push([model.at.data[model.steps], model.depth.data[model.steps]]);
        this.plotSeries.push({ key: 'depth', points });
        this.plotUnit = 'events';
        this.plotCaption.textContent = 'depth over the run\'s events';
      }
      if (!this.plotSeries.length) {
        this.plot.setAttribute('hidden', '');
        this.plotCaption.hidden = true;
        return;
      }
      let xMax = 0;
      for (const series of this.plotSeries) for (const [x] of series.points) xMax = Math.max(xMax, x);
      this.plotXMax = xMax || 1;
      this.plotSeries.forEach((series, index) => {
        let low = Infinity;
        let high = -Infinity;
        for (const [, y] of series.points) { low = Math.min(low, y); high = Math.max(high, y); }
        if (high === low) high = low + 1;
        const thin = Math.max(1, Math.ceil(series.points.length / kPlotPoints));
        const coordinates = [];
        for (let i = 0; i < series.points.length; i += thin) {
          const [x, y] = series.points[i];
          coordinates.push(`${(200 * x / this.plotXMax).toFixed(2)},${(58 - 56 * (y - low) / (high - low)).toFixed(2)}`);
        }
        const [x, y] = series.points[series.points.length - 1];
        coordinates.push(`${(200 * x / this.plotXMax).toFixed(2)},${(58 - 56 * (y - low) / (high - low)).toFixed(2)}`);
        svg('polyline', { class: `race-series series-${index}`, points: coordinates.join(' '), 'data-series': series.key }, this.plot);
      });
      this.cursor = svg('line', { class: 'race-cursor', x1: 0, x2: 0, y1: 0, y2: 60 }, this.plot);
    }

    // Shows the lane at clock `t`; past its finish, it stays on its answer.
    show(mode, t) {
      if (!this.model) return;
      const model = this.model;
      const finished = t >= this.finishAt(mode);
      let step = finished ? model.steps : this.stepAt(mode, t);
      // A finished search shows its last solution rather than the board it cleared after it.
      const shown = finished && this.lastSolution > 0 ? this.lastSolution : step;
      if (shown !== this.step || !this.rendered) {
        this.state = model.stateAt(shown);
        this.step = shown;
        const event = shown > 0 ? model.event(shown) : null;
        this.drawing.update(this.state, { step: shown, event, model, instance: model.instance });
        this.eventLine.textContent = !event ? 'the start'
          : event.e === 'progress' ? describeProgress(event) : model.puzzle.describe(event, model.instance);
        this.rendered = true;
      }
      step = finished ? model.steps : step;
      // Once finished: the run's own totals, also of events a sampled trace left out.
      const counters = finished ? model.finalCounters() : model.counters(step);
      const values = this.counterValues;
      values.events.textContent = formatCount(finished ? model.runEvents() : counters.at);
      values.solutions.textContent = formatCount(counters.solutions);
      // The depth of the board drawn (a finished search shows its answer, not the cleared board).
      values.depth.textContent = formatCount(model.counters(shown).depth);
      // On the time clock a running lane has run exactly as long as the clock says; on the event
      // clock, as long as its run took to reach the step shown.
      const elapsed = finished ? this.finishAt('time') : mode === 'time' ? t : this.times[step];
      values.seconds.textContent = formatSeconds(elapsed);
      const progress = model.progressAt(step);
      // Nodes: the search's own count replayed from its events, or the solver's progress figure
      // for a method that traces only its answer, and the report's figure once it is done.
      const figures = reportFigures(this.report);
      let nodes = this.traced ? counters.nodes : progress && typeof progress.nodes === 'number' ? progress.nodes : NaN;
      if (finished && !this.traced && typeof figures[this.nodesKey] === 'number') nodes = figures[this.nodesKey];
      values.nodes.textContent = formatCount(nodes);
      values.nodes.dataset.value = Number.isFinite(nodes) ? String(nodes) : '';
      for (const key of kProgressSeries) {
        if (key === 'nodes' || !values[key]) continue;
        let value = progress ? progress[key] : NaN;
        if (finished && typeof figures[key] === 'number') value = figures[key];
        values[key].textContent = value === null ? 'none' : formatFigure(key, value);
      }
      if (finished !== this.finished || !this.statusLine.textContent) {
        this.finished = finished;
        this.root.classList.toggle('finished', finished);
        const status = this.report ? this.report.status : 'unknown';
        this.root.dataset.status = finished ? status : 'running';
        this.statusLine.textContent = finished ? statusText(this.report, this.timeLimit) : 'running\u2026';
        this.reportBox.hidden = !finished;
      }
      if (this.cursor) {
        const x = this.plotUnit === 'events' ? model.at.data[step] : this.times[step];
        const position = (200 * Math.min(x, this.plotXMax) / this.plotXMax).toFixed(2);
        this.cursor.setAttribute('x1', position);
        this.cursor.setAttribute('x2', position);
      }
    }

    info() {
      if (!this.model) return { method: this.method, skipped: this.skipped, status: this.report ? this.report.status : null };
      const read = (key) => this.counterValues[key] ? this.counterValues[key].textContent : null;
      return {
        method: this.method,
        step: this.step,
        totalSteps: this.model.steps,
        runEvents: this.model.runEvents(),
        sampled: this.model.sampled(),
        finished: this.finished,
        status: this.report ? this.report.status : null,
        nodes: this.counterValues.nodes.dataset.value === '' ? null : Number(this.counterValues.nodes.dataset.value),
        shown: { events: read('events'), nodes: read('nodes'), solutions: read('solutions'), depth: read('depth'), seconds: read('seconds') },
        report: reportFigures(this.report),
        reportSeconds: this.report ? this.report.seconds : null,
        finishEvents: this.finishAt('events'),
        finishSeconds: this.finishAt('time'),
        warnings: this.model.warningCount,
      };
    }
  }

  class Race {
    constructor(container, data) {
      this.container = container;
      this.data = data;
      // The default clock is elapsed time: a panel reads "solved" only once its own run has
      // ended on the shared clock. Lock-step by event is a choice in the page.
      this.mode = 'time';
      this.position = 0;  // 0..1 along the bar
      this.playing = false;
      this.playSeconds = kDefaultPlaySeconds;
      this.build();
      this.setMode('time');
    }

    build() {
      const root = this.container;
      root.classList.add('puzzlelab-race');
      const data = this.data;
      element('h1', 'race-title', root, `${data.title || data.puzzle}: ${data.instance}`);
      const bar = element('div', 'race-controls', root);
      this.playButton = element('button', 'race-play', bar, 'Play');
      this.playButton.type = 'button';
      this.startButton = element('button', 'race-start', bar, '|\u25C0');
      this.startButton.type = 'button';
      this.startButton.title = 'Back to the start';
      this.endButton = element('button', 'race-end', bar, '\u25B6|');
      this.endButton.type = 'button';
      this.endButton.title = 'Every method finished';
      const modeLabel = element('label', 'race-mode', bar, 'clock ');
      this.modeSelect = element('select', '', modeLabel);
      for (const [value, text] of [['time', 'by elapsed time'], ['events', 'lock-step by event']]) {
        const option = element('option', '', this.modeSelect, text);
        option.value = value;
      }
      const scaleLabel = element('label', 'race-scale', bar, ' scale ');
      this.scaleSelect = element('select', '', scaleLabel);
      for (const value of ['log', 'linear']) element('option', '', this.scaleSelect, value).value = value;
      const durationLabel = element('label', 'race-duration', bar, ' play the race in ');
      this.durationInput = element('input', '', durationLabel);
      this.durationInput.type = 'range';
      this.durationInput.min = 5;
      this.durationInput.max = 300;
      this.durationInput.value = kDefaultPlaySeconds;
      this.durationText = element('span', '', durationLabel, ` ${kDefaultPlaySeconds} s`);
      this.scrub = element('input', 'race-scrub', root);
      this.scrub.type = 'range';
      this.scrub.min = 0;
      this.scrub.max = kBarSteps;
      this.scrub.value = 0;
      this.scrub.setAttribute('aria-label', 'Race clock');
      this.clockText = element('div', 'race-clock', root);
      this.grid = element('div', `race-lanes lanes-${data.lanes.length}`, root);
      this.lanes = data.lanes.map((lane) => new Lane(this.grid, lane, data.puzzle, data.time_limit));
      element('h2', 'race-ranking-title', root, 'Ranking');
      this.ranking = element('table', 'race-ranking', root);

      this.playButton.addEventListener('click', () => this.toggle());
      this.startButton.addEventListener('click', () => { this.pause(); this.setPosition(0); });
      this.endButton.addEventListener('click', () => { this.pause(); this.setPosition(1); });
      this.modeSelect.addEventListener('change', () => this.setMode(this.modeSelect.value));
      this.scaleSelect.addEventListener('change', () => { this.scale = this.scaleSelect.value; this.setClock(this.clock); });
      this.durationInput.addEventListener('input', () => {
        this.playSeconds = Number(this.durationInput.value);
        this.durationText.textContent = ` ${this.playSeconds} s`;
      });
      this.scrub.addEventListener('input', () => { this.pause(); this.setPosition(Number(this.scrub.value) / kBarSteps); });
      // A key another control of the page took (a viewer beside the race) is left to it.
      this.onKey = (event) => {
        if (event.defaultPrevented || (event.target !== document.body && event.target !== this.scrub)) return;
        if (event.key === ' ') { this.toggle(); event.preventDefault(); }
        if (event.key === 'Home') { this.pause(); this.setPosition(0); event.preventDefault(); }
        if (event.key === 'End') { this.pause(); this.setPosition(1); event.preventDefault(); }
      };
      document.addEventListener('keydown', this.onKey);
      this.buildRanking();
    }

    // The clock's end in the current unit: the last lane's finish.
    total() {
      let total = 0;
      for (const lane of this.lanes) total = Math.max(total, lane.finishAt(this.mode));
      return total;
    }

    // The clock at a bar position, and back.
    clockAt(position) {
      const total = this.total();
      if (this.scale === 'linear') return position * total;
      return this.logZero * ((1 + total / this.logZero) ** position - 1);
    }

    positionOf(clock) {
      const total = this.total();
      if (total <= 0) return 1;
      if (this.scale === 'linear') return Math.min(1, clock / total);
      return Math.min(1, Math.log1p(clock / this.logZero) / Math.log1p(total / this.logZero));
    }

    setMode(mode) {
      const wasFinished = this.position >= 1;
      this.mode = mode === 'time' ? 'time' : 'events';
      this.modeSelect.value = this.mode;
      // The log scale's unit: one event, or the quickest lane's time over a hundred.
      const finishes = this.lanes.filter((lane) => lane.model).map((lane) => lane.finishAt(this.mode)).filter((value) => value > 0);
      const shortest = finishes.length ? Math.min(...finishes) : 1;
      const longest = finishes.length ? Math.max(...finishes) : 1;
      this.logZero = this.mode === 'events' ? 1 : Math.max(shortest / 100, 1e-7);
      this.scale = longest / shortest > kLogSpread ? 'log' : 'linear';
      this.scaleSelect.value = this.scale;
      this.setPosition(wasFinished ? 1 : 0);
    }

    setPosition(position) {
      this.position = Math.max(0, Math.min(1, position));
      this.clock = this.position >= 1 ? this.total() : this.clockAt(this.position);
      this.render();
    }

    setClock(clock) {
      this.clock = Math.max(0, Math.min(clock, this.total()));
      this.position = this.positionOf(this.clock);
      this.render();
    }

    render() {
      for (const lane of this.lanes) lane.show(this.mode, this.clock);
      this.scrub.value = Math.round(this.position * kBarSteps);
      const unit = this.mode === 'events' ? `event ${formatCount(this.clock)} of ${formatCount(this.total())}`
        : `${formatSeconds(this.clock)} of ${formatSeconds(this.total())}`;
      this.clockText.textContent = `clock: ${unit} (${this.scale} scale)`;
      this.clockText.dataset.clock = String(this.clock);
      this.updateRanking();
    }

    toggle() {
      if (this.playing) this.pause(); else this.play();
    }

    play() {
      if (this.playing) return;
      if (this.position >= 1) this.setPosition(0);
      this.playing = true;
      this.playButton.textContent = 'Pause';
      this.stopLoop = PuzzleLab.frameLoop((seconds) => {
        this.setPosition(this.position + seconds / this.playSeconds);
        if (this.position < 1) return true;
        this.pause();
        return false;
      });
    }

    pause() {
      this.playing = false;
      if (this.stopLoop) this.stopLoop();
      this.stopLoop = null;
      this.playButton.textContent = 'Play';
    }

    // The methods ranked by their reports: answers first, quickest first; then the rest.
    rankedLanes() {
      return this.lanes.slice().sort((a, b) => {
        const rank = (lane) => (lane.report ? kStatusRank[lane.report.status] ?? 3 : 4);
        if (rank(a) !== rank(b)) return rank(a) - rank(b);
        return (a.report ? a.report.seconds : Infinity) - (b.report ? b.report.seconds : Infinity);
      });
    }

    buildRanking() {
      const head = element('tr', '', element('thead', '', this.ranking));
      for (const text of ['', 'method', 'status', 'time', 'nodes', 'events', 'answer']) element('th', '', head, text);
      const body = element('tbody', '', this.ranking);
      this.rankingRows = new Map();
      const fastest = this.rankedLanes().find((lane) => lane.report && kHasAnswer[lane.report.status]);
      this.rankedLanes().forEach((lane, index) => {
        const row = element('tr', '', body);
        row.dataset.method = lane.method;
        element('td', 'race-rank', row, String(index + 1));
        element('td', '', row, lane.method);
        element('td', '', row, lane.report ? lane.report.status : 'unavailable');
        const seconds = lane.report ? lane.report.seconds : NaN;
        const ratio = fastest && lane !== fastest && Number.isFinite(seconds) && fastest.report.seconds > 0
          ? ` (${(seconds / fastest.report.seconds).toLocaleString('en-US', { maximumFractionDigits: 1 })}x)` : '';
        element('td', '', row, `${formatSeconds(seconds)}${ratio}`);
        const figures = reportFigures(lane.report);
        element('td', '', row, typeof figures.nodes === 'number' ? formatCount(figures.nodes) : '\u2013');
        element('td', '', row, lane.model ? formatCount(lane.model.runEvents()) : '\u2013');
        element('td', '', row, lane.report ? lane.report.summary || '' : lane.skipped || '');
        this.rankingRows.set(lane, row);
      });
    }

    updateRanking() {
      for (const [lane, row] of this.rankingRows) row.classList.toggle('done', lane.finished);
    }

    // Stops playing and lets go of the page's keys, for a page that replaces one race by another.
    dispose() {
      this.pause();
      document.removeEventListener('keydown', this.onKey);
    }

    info() {
      return { mode: this.mode, scale: this.scale, clock: this.clock, total: this.total(), position: this.position,
        playing: this.playing, lanes: this.lanes.map((lane) => lane.info()) };
    }
  }

  PuzzleLab.Race = Race;

  // The page: the race's data is in <script id="puzzlelab-race">.
  function start() {
    const source = document.getElementById('puzzlelab-race');
    const container = document.getElementById('race');
    if (!source || !container) return;
    let data;
    try {
      data = JSON.parse(source.textContent);
    } catch (error) {
      container.textContent = `The race's data cannot be read: ${error.message}`;
      return;
    }
    // Opened from the source tree the page has no drawing inlined: the race's own is loaded
    // first (at once where the page has it); without it the panels say what they cannot draw.
    const ready = PuzzleLab.loadPuzzle(data.puzzle).catch(() => {});
    ready.then(() => { PuzzleLab.race = new Race(container, data); });
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start); else start();
})(window.PuzzleLab = window.PuzzleLab || {});
