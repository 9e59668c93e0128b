// PuzzleLab.Viewer: plays a trace back in a container element. It builds the drawing and the
// controls (play/pause, step, speed, scrub bar, next solution, counters), reads a whole trace
// (loadText) or a stream (appendText, finishStream), and answers info() for pages and tests.
// The trace itself is kept by PuzzleLab.TraceModel (viewer_model.js); each puzzle's drawing
// comes from its draw_*.js.
(function (PuzzleLab) {
  'use strict';
  const kMinSpeedLog = 0;  // 1 step a second
  const kMaxSpeedLog = 3;  // 1,000 steps a second
  const kDefaultSpeed = 10;
  // Going forward by at most this many steps replays from the state shown instead of from the
  // nearest checkpoint.
  const kReplayAhead = 2000;

  function element(tag, className, parent, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    if (parent) parent.appendChild(node);
    return node;
  }

  function button(parent, className, text, title) {
    const node = element('button', `plv-button ${className}`, parent, text);
    node.type = 'button';
    node.title = title;
    node.setAttribute('aria-label', title);
    return node;
  }

  function formatCount(value) {
    return Number.isFinite(value) ? value.toLocaleString('en-US') : '-';
  }

  class Viewer {
    constructor(container) {
      this.container = container;
      this.model = null;
      this.drawing = null;
      this.state = null;
      this.step = 0;
      this.playing = false;
      this.streaming = false;
      this.follow = true;
      this.speed = kDefaultSpeed;
      this.stopLoop = null;
      this.buildControls();
      this.bindKeys();
      this.showEmpty();
      Viewer.lastActive = this;
    }

    buildControls() {
      const root = this.container;
      root.classList.add('puzzlelab-viewer');
      if (!root.hasAttribute('tabindex')) root.tabIndex = 0;
      this.title = element('div', 'plv-title', root);
      this.errorBox = element('div', 'plv-error', root);
      this.errorBox.setAttribute('role', 'alert');
      this.errorBox.hidden = true;
      this.stage = element('div', 'plv-stage', root);
      this.legend = element('ul', 'plv-legend', root);
      this.legend.hidden = true;
      this.eventLine = element('div', 'plv-event', root);

      const bar = element('div', 'plv-controls', root);
      this.firstButton = button(bar, 'plv-first', '|\u25C0', 'First step (Home)');
      this.backButton = button(bar, 'plv-back', '\u25C0', 'Step back (left arrow)');
      this.playButton = button(bar, 'plv-play', 'Play', 'Play or pause (space)');
      this.forwardButton = button(bar, 'plv-forward', '\u25B6', 'Step forward (right arrow)');
      this.lastButton = button(bar, 'plv-last', '\u25B6|', 'Last step (End)');
      this.previousSolutionButton = button(bar, 'plv-previous-solution', '\u2190 Solution', 'Previous solution');
      this.nextSolutionButton = button(bar, 'plv-next-solution', 'Solution \u2192', 'Next solution');
      this.followLabel = element('label', 'plv-follow', bar);
      this.followBox = element('input', '', this.followLabel);
      this.followBox.type = 'checkbox';
      this.followBox.checked = true;
      this.followLabel.appendChild(document.createTextNode(' follow the newest step'));
      this.followLabel.hidden = true;

      this.scrub = element('input', 'plv-scrub', root);
      this.scrub.type = 'range';
      this.scrub.min = 0;
      this.scrub.max = 0;
      this.scrub.step = 1;
      this.scrub.value = 0;
      this.scrub.setAttribute('aria-label', 'Step');

      const speedRow = element('label', 'plv-speed', root, 'Speed ');
      this.speedInput = element('input', '', speedRow);
      this.speedInput.type = 'range';
      this.speedInput.min = kMinSpeedLog;
      this.speedInput.max = kMaxSpeedLog;
      this.speedInput.step = 0.01;
      this.speedInput.value = Math.log10(kDefaultSpeed);
      this.speedText = element('span', 'plv-speed-text', speedRow);

      const counters = element('dl', 'plv-counters', root);
      this.counterValues = {};
      for (const [key, label] of [['step', 'step'], ['depth', 'depth'], ['nodes', 'nodes'], ['solutions', 'solutions']]) {
        const group = element('div', 'plv-counter', counters);
        element('dt', '', group, label);
        this.counterValues[key] = element('dd', 'plv-value', group);
        this.counterValues[key].dataset.counter = key;
      }
      this.statusLine = element('div', 'plv-status', root);
      this.warningBox = element('details', 'plv-warnings', root);
      this.warningBox.hidden = true;

      this.firstButton.addEventListener('click', () => this.goTo(0));
      this.backButton.addEventListener('click', () => this.stepBy(-1));
      this.playButton.addEventListener('click', () => this.toggle());
      this.forwardButton.addEventListener('click', () => this.stepBy(1));
      this.lastButton.addEventListener('click', () => this.goTo(this.totalSteps()));
      this.nextSolutionButton.addEventListener('click', () => this.nextSolution());
      this.previousSolutionButton.addEventListener('click', () => this.previousSolution());
      this.followBox.addEventListener('change', () => {
        this.follow = this.followBox.checked;
        if (this.follow) this.show(this.totalSteps());
      });
      this.scrub.addEventListener('input', () => this.goTo(Number(this.scrub.value)));
      this.speedInput.addEventListener('input', () => this.setSpeed(10 ** Number(this.speedInput.value)));
      this.setSpeed(kDefaultSpeed);
    }

    // Keys act on this viewer when it has the focus, or when nothing has and it is the viewer
    // used last.
    bindKeys() {
      const root = this.container;
      const remember = () => { Viewer.lastActive = this; };
      root.addEventListener('pointerdown', remember);
      root.addEventListener('focusin', remember);
      root.addEventListener('keydown', (event) => this.handleKey(event));
      document.addEventListener('keydown', (event) => {
        const target = event.target;
        if (Viewer.lastActive !== this || root.contains(target)) return;
        if (target === document.body || target === document.documentElement || target === document) this.handleKey(event);
      });
      // A focused button would also take the space key as a click.
      root.addEventListener('keyup', (event) => { if (event.key === ' ') event.preventDefault(); });
    }

    handleKey(event) {
      if (event.altKey || event.ctrlKey || event.metaKey || !this.model || this.model.fatal) return;
      // The speed slider and the follow box keep their own keys.
      if (event.target === this.speedInput || event.target === this.followBox) return;
      switch (event.key) {
        case ' ': this.toggle(); break;
        case 'ArrowLeft': this.stepBy(-1); break;
        case 'ArrowRight': this.stepBy(1); break;
        case 'Home': this.goTo(0); break;
        case 'End': this.goTo(this.totalSteps()); break;
        default: return;
      }
      event.preventDefault();
    }

    // Forgets the trace shown.
    reset() {
      this.pause();
      this.model = new PuzzleLab.TraceModel();
      this.drawing = null;
      this.state = null;
      this.step = 0;
      this.streaming = false;
      this.follow = true;
      this.followBox.checked = true;
      this.stage.textContent = '';
      this.showLegend([]);
      this.errorBox.hidden = true;
      this.showEmpty();
    }

    // Reads a whole trace (JSON Lines text) and shows its first step.
    loadText(text) {
      this.reset();
      this.model.pushText(text);
      this.model.finish();
      this.afterRead();
      this.show(0);
    }

    // Adds streamed text; chunks may end in the middle of a line. The first chunk after a
    // finished trace starts a new one.
    appendText(chunk) {
      if (!this.model || this.model.finished || (!this.streaming && this.model.fatal)) this.reset();
      this.streaming = true;
      this.model.pushText(chunk);
      this.afterRead();
      if (this.follow) this.show(this.totalSteps()); else this.render();
    }

    // The stream is over: reads a last line that had no newline.
    finishStream() {
      if (!this.model) return;
      this.model.finish();
      this.streaming = false;
      this.afterRead();
      this.show(this.follow ? this.totalSteps() : this.step);
    }

    totalSteps() {
      return this.model ? this.model.steps : 0;
    }

    goTo(step) {
      this.follow = this.streaming && step >= this.totalSteps();
      this.followBox.checked = this.follow;
      this.show(step);
    }

    stepBy(delta) {
      this.pause();
      this.goTo(this.step + delta);
    }

    nextSolution() {
      if (!this.model) return;
      const step = this.model.nextSolution(this.step);
      if (step >= 0) { this.pause(); this.goTo(step); }
    }

    previousSolution() {
      if (!this.model) return;
      const step = this.model.previousSolution(this.step);
      if (step >= 0) { this.pause(); this.goTo(step); }
    }

    setSpeed(stepsPerSecond) {
      this.speed = Math.min(10 ** kMaxSpeedLog, Math.max(10 ** kMinSpeedLog, stepsPerSecond));
      this.speedInput.value = Math.log10(this.speed);
      this.speedText.textContent = `${formatCount(Math.round(this.speed))} steps/s`;
    }

    toggle() {
      if (this.playing) this.pause(); else this.play();
    }

    play() {
      if (!this.model || !this.model.header || this.playing) return;
      if (this.step >= this.totalSteps() && !this.streaming) this.show(0);
      this.playing = true;
      this.follow = false;
      this.followBox.checked = false;
      this.playButton.textContent = 'Pause';
      this.container.classList.add('playing');
      let carried = 0;
      this.stopLoop = PuzzleLab.frameLoop((seconds) => {
        carried += seconds * this.speed;
        const advance = Math.floor(carried);
        carried -= advance;
        if (advance > 0) this.show(this.step + advance);
        if (this.step < this.totalSteps() || this.streaming) return true;
        this.pause();
        return false;
      });
    }

    pause() {
      this.playing = false;
      if (this.stopLoop) this.stopLoop();
      this.stopLoop = null;
      this.playButton.textContent = 'Play';
      this.container.classList.remove('playing');
    }

    info() {
      const model = this.model;
      const ready = model && model.header;
      const counters = ready ? model.counters(this.step) : { depth: 0, nodes: 0, solutions: 0 };
      return {
        step: this.step,
        drawnStep: ready ? this.drawnStep(this.step) : 0,  // the step whose board is drawn
        totalSteps: this.totalSteps(),
        depth: counters.depth,
        nodes: counters.nodes,
        solutions: counters.solutions,
        playing: this.playing,
        puzzle: ready ? model.header.puzzle : null,
        method: ready ? model.header.method : null,
        truncated: ready ? model.truncated : false,
        status: ready && model.end ? model.end.status : null,
        error: model && model.fatal ? model.fatal.message : null,
        warnings: model ? model.warningCount : 0,
      };
    }

    // After new lines were read: the error, the drawing once the header is known, the bars.
    afterRead() {
      const model = this.model;
      if (model.fatal) {
        this.pause();
        this.showError(model.fatal.message);
        return;
      }
      if (model.header && !this.drawing) {
        const header = model.header;
        this.title.textContent = `${header.puzzle} \u00B7 ${header.method || 'unknown method'} \u00B7 ${model.puzzle.summary(model.instance)}`;
        const root = PuzzleLab.svg.svg('svg', { class: 'plv-drawing', role: 'img', 'aria-label': `${header.puzzle} board` }, this.stage);
        try {
          this.drawing = model.puzzle.createDrawing(root, model.instance, model.header.initial);
        } catch (error) {
          this.showError(`line 1: the instance cannot be drawn: ${error.message}`);
          model.fatal = new PuzzleLab.TraceError(1, error.message);
          return;
        }
        this.state = model.stateAt(0);
        this.step = 0;
        this.showLegend(model.puzzle.legend ? model.puzzle.legend(model.instance) : []);
      }
      this.container.classList.toggle('streaming', this.streaming);
      this.followLabel.hidden = !this.streaming;
      this.scrub.max = this.totalSteps();
      this.showStatus();
      this.showWarnings();
    }

    // Shows step `step` (clamped to the trace).
    show(step) {
      const model = this.model;
      if (!model || !model.header || model.fatal || !this.drawing) return;
      const target = Math.max(0, Math.min(Math.round(step) || 0, model.steps));
      // Across a sampled trace's gap only the snapshot after it knows the state.
      if (this.state && target >= this.step && target - this.step <= kReplayAhead &&
          !model.hasGapBetween(this.step, target)) {
        model.replay(this.state, this.step, target);
      } else {
        this.state = model.stateAt(target);
      }
      this.step = target;
      this.render();
    }

    // The step whose board is drawn at `step`: a finished search that backed out of its last
    // solution (one for every solution, unwinding its board) ends on that solution, not on the
    // board it cleared, as a finished race panel does. One that went on from it without backing
    // out (a branch and bound proving its last incumbent) ends where it ended.
    drawnStep(step) {
      const model = this.model;
      if (step < model.steps || !model.end || this.streaming) return step;
      const last = model.solutionSteps.length ? model.solutionSteps[model.solutionSteps.length - 1] : -1;
      const backedOut = last > 0 && last < step && model.counters(step).depth < model.counters(last).depth;
      return backedOut ? last : step;
    }

    render() {
      const model = this.model;
      if (!model || !model.header || model.fatal || !this.drawing) return;
      const step = this.step;
      const drawn = this.drawnStep(step);
      const event = drawn > 0 ? model.event(drawn) : null;
      const state = drawn === step ? this.state : model.stateAt(drawn);
      this.drawing.update(state, { step: drawn, event, model, instance: model.instance });
      const counters = model.counters(step);
      // A sampled trace also says which of the run's events this step is.
      this.counterValues.step.textContent = model.sampled()
        ? `${formatCount(step)} / ${formatCount(model.steps)} (event ${formatCount(counters.at)} of ${formatCount(model.runEvents())})`
        : `${formatCount(step)} / ${formatCount(model.steps)}`;
      // The depth of the board drawn.
      this.counterValues.depth.textContent = formatCount(drawn === step ? counters.depth : model.counters(drawn).depth);
      // A trace of an answer alone counts no nodes: the solver's own count is the end line's.
      const answerOnly = Boolean(model.header.answer_only);
      const endNodes = model.end && Number.isFinite(model.end.nodes) ? model.end.nodes : NaN;
      this.counterValues.nodes.textContent = !answerOnly ? formatCount(counters.nodes)
        : step === model.steps ? formatCount(endNodes) : '-';
      this.counterValues.solutions.textContent = formatCount(counters.solutions);
      this.scrub.max = model.steps;
      this.scrub.value = step;
      const described = event ? model.puzzle.describe(event, model.instance) : '';
      this.eventLine.textContent = drawn !== step ? `the end, on the last solution (step ${formatCount(drawn)}): ${described}`
        : event ? `step ${formatCount(step)}: ${described}` : 'the start position';
      this.eventLine.dataset.event = event ? event.e : 'start';
      this.eventLine.dataset.drawnStep = String(drawn);
      this.nextSolutionButton.disabled = model.nextSolution(step) < 0;
      this.previousSolutionButton.disabled = model.previousSolution(step) < 0;
    }

    showStatus() {
      const model = this.model;
      const parts = [];
      if (model.end) {
        parts.push(`status: ${model.end.status}`);
        const totals = Object.keys(model.end).filter((key) => !['e', 'status', 'events', 'truncated'].includes(key));
        if (totals.length) parts.push(`solver: ${totals.map((key) => `${key} ${JSON.stringify(model.end[key])}`).join(', ')}`);
      } else if (this.streaming) {
        parts.push('running\u2026');
      } else if (model.finished) {
        parts.push('no end line');
      }
      if (model.truncated) {
        parts.push(`truncated: the trace was cut after ${formatCount(model.truncatedLimit === null ? model.steps : model.truncatedLimit)} events; the search went on without them`);
      }
      this.statusLine.textContent = parts.join(' \u00B7 ');
      this.statusLine.classList.toggle('truncated', model.truncated);
    }

    showWarnings() {
      const model = this.model;
      this.warningBox.hidden = model.warningCount === 0;
      if (model.warningCount === 0 || this.warningBox.dataset.count === String(model.warningCount)) return;
      this.warningBox.dataset.count = String(model.warningCount);
      this.warningBox.textContent = '';
      element('summary', '', this.warningBox,
        `${formatCount(model.warningCount)} problem${model.warningCount === 1 ? '' : 's'} in the trace`);
      const list = element('ul', '', this.warningBox);
      for (const warning of model.warnings) element('li', 'plv-warning', list, `line ${warning.line}: ${warning.message}`);
      if (model.warningCount > model.warnings.length) {
        element('li', '', list, `and ${formatCount(model.warningCount - model.warnings.length)} more`);
      }
    }

    // What the drawing's colours and marks mean: [cssClass, text] pairs from the puzzle.
    showLegend(entries) {
      this.legend.textContent = '';
      for (const [swatch, text] of entries) {
        const item = element('li', '', this.legend);
        element('span', `plv-swatch ${swatch}`, item);
        item.appendChild(document.createTextNode(text));
      }
      this.legend.hidden = entries.length === 0;
    }

    showError(message) {
      this.errorBox.hidden = false;
      this.errorBox.textContent = `This is not a trace the viewer can show. ${message}`;
      this.container.classList.add('failed');
      this.stage.textContent = '';
      this.showLegend([]);
      this.title.textContent = 'PuzzleLab trace viewer';
    }

    showEmpty() {
      this.container.classList.remove('failed', 'streaming', 'playing');
      this.title.textContent = 'PuzzleLab trace viewer';
      this.eventLine.textContent = 'no trace loaded';
      this.statusLine.textContent = '';
      this.warningBox.hidden = true;
      this.warningBox.textContent = '';
      this.warningBox.dataset.count = '';
      this.scrub.max = 0;
      this.scrub.value = 0;
      for (const key of Object.keys(this.counterValues)) this.counterValues[key].textContent = '-';
    }
  }

  Viewer.lastActive = null;
  PuzzleLab.Viewer = Viewer;
})(window.PuzzleLab = window.PuzzleLab || {});
