// A trace (docs/trace-format.md) read into compact columns, so that a million events load and
// scrub without a million objects: each event is a name id plus a few numbers; the counters
// (depth, nodes, solutions) are kept for every step; full states are kept only at checkpoints
// (the file's snapshots, and one of our own at least every kCheckpointEvery steps). The state at
// step k is the last checkpoint at or before k with the events after it replayed. A sampled
// trace (the header's "sample") leaves events out; the snapshot after each gap gives the state,
// the exact counters and `at`, the number of events of the whole run up to there.
(function (PuzzleLab) {
  'use strict';

  const kFormatName = 'puzzlelab-trace';
  const kKnownVersions = [1];
  const kCheckpointEvery = 1000;
  const kMaxWarnings = 200;

  // What each event does to the counters (docs/trace-format.md, "Events and counters").
  const kMark = 0;
  const kAdvance = 1;
  const kRetreat = 2;
  const kNode = 3;
  const kSolution = 4;
  const kEffects = { move: kAdvance, place: kAdvance, undo: kRetreat, remove: kRetreat,
    box: kNode, solution: kSolution };
  // Fields every puzzle's traces may carry, besides the puzzle's own (draw_*.js "fields"). A
  // progress event's keys differ by solver (docs/trace-format.md): it is kept whole instead.
  const kCommonFields = {};

  // A problem that makes the text unreadable as a trace (a bad header); `line` is 1-based.
  class TraceError extends Error {
    constructor(line, message) {
      super(`line ${line}: ${message}`);
      this.line = line;
    }
  }

  // A typed array that grows as values are pushed; read `data[i]` directly for speed.
  class Column {
    constructor(Type, capacity) {
      this.Type = Type;
      this.data = new Type(capacity);
      this.length = 0;
    }
    push(value) {
      if (this.length === this.data.length) {
        const bigger = new this.Type(this.data.length * 2);
        bigger.set(this.data);
        this.data = bigger;
      }
      this.data[this.length++] = value;
    }
  }

  // Field specs: 'name' a number, 'name:s' a string, 'name:3' an array of 3 numbers, 'name:*'
  // an array of any length (last only).
  function compileFields(table) {
    const compiled = {};
    for (const eventName of Object.keys(table)) {
      compiled[eventName] = table[eventName].map((spec) => {
        const [key, shape] = spec.split(':');
        if (shape === undefined) return { key, kind: 'number', length: 1 };
        if (shape === 's') return { key, kind: 'string', length: 1 };
        if (shape === '*') return { key, kind: 'rest', length: 0 };
        return { key, kind: 'array', length: Number(shape) };
      });
    }
    return compiled;
  }

  // How many of the first `length` entries of the ascending `list` are at most `value`: the
  // one binary search behind every "last step at or before" and "first step after" lookup.
  function countAtMost(list, length, value) {
    let low = 0;
    let high = length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (list[middle] <= value) low = middle + 1; else high = middle;
    }
    return low;
  }

  function isFiniteNumber(value) {
    return typeof value === 'number' && Number.isFinite(value);
  }

  class TraceModel {
    constructor() {
      this.lineNumber = 0;
      this.partialLine = '';
      this.header = null;
      this.puzzle = null;
      this.instance = null;
      this.fatal = null;
      this.warnings = [];
      this.warningCount = 0;
      this.truncated = false;
      this.truncatedLimit = null;
      this.end = null;
      this.finished = false;
      this.steps = 0;
      this.names = [];
      this.nameIds = new Map();
      this.strings = [];
      this.stringIds = new Map();
      this.kinds = new Column(Uint16Array, 1024);
      this.argStart = new Column(Uint32Array, 1024);
      this.args = new Column(Float64Array, 4096);
      this.depth = new Column(Int32Array, 1024);
      this.nodes = new Column(Float64Array, 1024);
      this.solutions = new Column(Float64Array, 1024);
      // The run's event number of each step (equal to the step unless the trace is sampled).
      this.at = new Column(Float64Array, 1024);
      // Steps whose wall time the trace gives (snapshots' and progress events' "seconds").
      this.timeSteps = [];
      this.timeSeconds = [];
      // Progress events (a solver's own figures over time), whole, and their steps: at most a
      // few thousand in a trace, kept for plots.
      this.progressSteps = [];
      this.progress = [];
      // Steps of a sampled trace that follow left-out events (their snapshot is the state).
      this.gapSteps = [];
      this.solutionSteps = [];
      this.checkpointSteps = [];
      this.checkpointStates = [];
      this.running = null;
    }

    // Appends text that may end in the middle of a line (a stream); the rest waits for more.
    pushText(chunk) {
      if (this.fatal) return;
      const text = this.partialLine + chunk;
      let start = 0;
      let newline;
      try {
        while ((newline = text.indexOf('\n', start)) !== -1) {
          this.pushLine(text.slice(start, text.charCodeAt(newline - 1) === 13 ? newline - 1 : newline));
          start = newline + 1;
        }
      } catch (error) {
        this.fail(error);
        return;
      }
      this.partialLine = text.slice(start);
    }

    // The text is complete: reads the last line if it had no newline.
    finish() {
      if (this.fatal || this.finished) return;
      try {
        if (this.partialLine.length > 0) this.pushLine(this.partialLine.replace(/\r$/, ''));
        this.partialLine = '';
        if (!this.header) throw new TraceError(1, 'not a PuzzleLab trace (the text is empty)');
      } catch (error) {
        this.fail(error);
        return;
      }
      this.finished = true;
      if (!this.end) this.warn(this.lineNumber, 'the trace has no end line (was the run cut short?)');
    }

    fail(error) {
      this.fatal = error instanceof TraceError ? error : new TraceError(this.lineNumber, String(error));
    }

    warn(line, message) {
      this.warningCount += 1;
      if (this.warnings.length < kMaxWarnings) this.warnings.push({ line, message });
    }

    pushLine(text) {
      const line = ++this.lineNumber;
      if (!this.header) {
        this.readHeader(text.replace(/^\uFEFF/, ''), line);
        return;
      }
      if (text.length === 0) return;
      let object;
      try {
        object = JSON.parse(text);
      } catch (error) {
        if (text.trim().length > 0) this.warn(line, `not valid JSON (${error.message})`);
        return;
      }
      if (object === null || typeof object !== 'object' || typeof object.e !== 'string') {
        this.warn(line, 'not an event: an event is an object with "e", its name');
        return;
      }
      if (this.end) {
        this.warn(line, 'comes after the end line; ignored');
        return;
      }
      switch (object.e) {
        case 'snapshot': this.readSnapshot(object, line); break;
        case 'truncated':
          this.truncated = true;
          this.truncatedLimit = isFiniteNumber(object.limit) ? object.limit : null;
          break;
        case 'end':
          this.end = object;
          if (object.truncated === true) this.truncated = true;
          if (isFiniteNumber(object.events) && object.events !== this.steps) {
            this.warn(line, `the end line counts ${object.events} events, the trace holds ${this.steps}`);
          }
          break;
        default: this.addEvent(object, line);
      }
    }

    readHeader(text, line) {
      let header;
      try {
        header = JSON.parse(text);
      } catch (error) {
        throw new TraceError(line, 'not a PuzzleLab trace (the first line is not JSON)');
      }
      if (header === null || typeof header !== 'object' || header.trace !== kFormatName) {
        throw new TraceError(line, `not a PuzzleLab trace (the first line has no "trace":"${kFormatName}")`);
      }
      if (!kKnownVersions.includes(header.version)) {
        throw new TraceError(line, `trace version ${JSON.stringify(header.version)} is not one this viewer reads (it reads version ${kKnownVersions.join(', ')})`);
      }
      const puzzle = PuzzleLab.puzzles[header.puzzle];
      if (!puzzle) {
        throw new TraceError(line, `puzzle ${JSON.stringify(header.puzzle)} is not one this viewer draws (it draws ${Object.keys(PuzzleLab.puzzles).join(', ')})`);
      }
      let initial;
      try {
        initial = puzzle.createState(header.instance || {}, header.initial || {});
      } catch (error) {
        throw new TraceError(line, `the header's instance or initial state is not valid: ${error.message}`);
      }
      this.header = header;
      this.puzzle = puzzle;
      this.instance = header.instance || {};
      this.fields = compileFields(Object.assign({}, kCommonFields, puzzle.fields));
      this.running = initial;
      this.depth.push(0);
      this.nodes.push(isFiniteNumber(header.start_nodes) ? header.start_nodes : 0);
      this.solutions.push(0);
      this.at.push(0);
      this.addCheckpoint(0, puzzle.cloneState(initial));
    }

    addCheckpoint(step, state) {
      const last = this.checkpointSteps.length - 1;
      if (last >= 0 && this.checkpointSteps[last] === step) {
        this.checkpointStates[last] = state;
      } else {
        this.checkpointSteps.push(step);
        this.checkpointStates.push(state);
      }
    }

    nameId(name) {
      let id = this.nameIds.get(name);
      if (id === undefined) {
        id = this.names.length;
        this.names.push(name);
        this.nameIds.set(name, id);
      }
      return id;
    }

    stringId(text) {
      let id = this.stringIds.get(text);
      if (id === undefined) {
        id = this.strings.length;
        this.strings.push(text);
        this.stringIds.set(text, id);
      }
      return id;
    }

    addEvent(object, line) {
      this.kinds.push(this.nameId(object.e));
      this.argStart.push(this.args.length);
      const fields = this.fields[object.e];
      if (fields) this.encodeFields(object, fields, line);

      const step = this.steps + 1;
      const effect = kEffects[object.e] || kMark;
      const depth = this.depth.data[step - 1];
      const nodes = this.nodes.data[step - 1];
      const solutions = this.solutions.data[step - 1];
      const count = object.effect;
      if (Array.isArray(count) && count.length === 3 && count.every(isFiniteNumber)) {
        // [depth, nodes, solutions]: this event counts otherwise than its name's usual effect.
        this.depth.push(depth + count[0]);
        this.nodes.push(nodes + count[1]);
        this.solutions.push(solutions + count[2]);
      } else {
        this.depth.push(effect === kAdvance ? depth + 1 : effect === kRetreat ? depth - 1 : depth);
        this.nodes.push(effect === kAdvance || effect === kNode ? nodes + 1 : nodes);
        this.solutions.push(effect === kSolution ? solutions + 1 : solutions);
      }
      this.at.push(this.at.data[step - 1] + 1);
      if (object.e === 'solution') this.solutionSteps.push(step);
      if (object.e === 'progress') {
        this.progressSteps.push(step);
        this.progress.push(object);
        if (isFiniteNumber(object.seconds)) this.addTime(step, object.seconds);
      }
      this.steps = step;

      try {
        this.puzzle.apply(this.running, object, this.instance);
      } catch (error) {
        this.warn(line, `${object.e}: ${error.message}`);
      }
      const lastCheckpoint = this.checkpointSteps[this.checkpointSteps.length - 1];
      if (step - lastCheckpoint >= kCheckpointEvery) {
        this.addCheckpoint(step, this.puzzle.cloneState(this.running));
      }
    }

    encodeFields(object, fields, line) {
      const args = this.args;
      for (const field of fields) {
        const value = object[field.key];
        let valid = true;
        if (field.kind === 'number') {
          valid = isFiniteNumber(value);
          args.push(valid ? value : NaN);
        } else if (field.kind === 'string') {
          valid = typeof value === 'string';
          args.push(valid ? this.stringId(value) : NaN);
        } else if (field.kind === 'array') {
          valid = Array.isArray(value) && value.length === field.length && value.every(isFiniteNumber);
          for (let i = 0; i < field.length; i++) args.push(valid ? value[i] : NaN);
        } else if (Array.isArray(value)) {
          for (const item of value) args.push(isFiniteNumber(item) ? item : NaN);
        }
        if (!valid && value !== undefined) this.warn(line, `${object.e}: "${field.key}" is not valid`);
        if (!valid && value === undefined && field.kind !== 'rest') {
          this.warn(line, `${object.e}: "${field.key}" is missing`);
        }
      }
    }

    addTime(step, seconds) {
      const last = this.timeSteps.length - 1;
      if (last >= 0 && this.timeSteps[last] === step) {
        this.timeSeconds[last] = seconds;
      } else {
        this.timeSteps.push(step);
        this.timeSeconds.push(seconds);
      }
    }

    readSnapshot(object, line) {
      if (object.step !== this.steps) {
        this.warn(line, `a snapshot for step ${JSON.stringify(object.step)} after step ${this.steps}; ignored`);
        return;
      }
      if (isFiniteNumber(object.seconds)) this.addTime(this.steps, object.seconds);
      // After events left out by sampling the snapshot is the truth, not a check of the replay.
      const gap = isFiniteNumber(object.at) && object.at !== this.at.data[this.steps];
      if (gap) {
        this.at.data[this.steps] = object.at;
        this.gapSteps.push(this.steps);
      }
      let state;
      try {
        state = this.puzzle.createState(this.instance, object.state || {});
      } catch (error) {
        this.warn(line, `snapshot: ${error.message}`);
        return;
      }
      if (!gap && this.puzzle.stateKey(state) !== this.puzzle.stateKey(this.running)) {
        this.warn(line, `the snapshot at step ${this.steps} differs from the events replayed before it; the snapshot is used`);
      }
      const step = this.steps;
      const counters = [[this.depth, 'depth'], [this.nodes, 'nodes'], [this.solutions, 'solutions']];
      for (const [column, key] of counters) {
        if (!isFiniteNumber(object[key])) continue;
        if (gap) {
          column.data[step] = object[key];
        } else if (column.data[step] !== object[key]) {
          this.warn(line, `the snapshot at step ${step} has ${key} ${object[key]}, the events give ${column.data[step]}; the snapshot is used`);
          column.data[step] = object[key];
        }
      }
      this.running = state;
      this.addCheckpoint(step, this.puzzle.cloneState(state));
    }

    // The event of `step` (1..steps) as a plain object {e, field: value, ...}.
    event(step) {
      const index = step - 1;
      const name = this.names[this.kinds.data[index]];
      if (name === 'progress') {
        const found = this.progressAt(step);
        if (found) return Object.assign({}, found);
      }
      const event = { e: name };
      const fields = this.fields[name];
      if (!fields) return event;
      const args = this.args.data;
      let at = this.argStart.data[index];
      const stop = index + 1 < this.steps ? this.argStart.data[index + 1] : this.args.length;
      for (const field of fields) {
        if (field.kind === 'number') {
          event[field.key] = args[at++];
        } else if (field.kind === 'string') {
          const id = args[at++];
          event[field.key] = Number.isNaN(id) ? undefined : this.strings[id];
        } else if (field.kind === 'array') {
          event[field.key] = Array.from(args.subarray(at, at + field.length));
          at += field.length;
        } else {
          event[field.key] = Array.from(args.subarray(at, stop));
          at = stop;
        }
      }
      return event;
    }

    eventName(step) {
      return step >= 1 && step <= this.steps ? this.names[this.kinds.data[step - 1]] : null;
    }

    // The last step at or before `step` whose event is named `name`, or 0 when there is none.
    findLast(step, name) {
      const id = this.nameIds.get(name);
      if (id === undefined) return 0;
      const kinds = this.kinds.data;
      for (let s = Math.min(step, this.steps); s >= 1; s--) {
        if (kinds[s - 1] === id) return s;
      }
      return 0;
    }

    counters(step) {
      return { depth: this.depth.data[step], nodes: this.nodes.data[step],
        solutions: this.solutions.data[step], at: this.at.data[step] };
    }

    // The last progress event at or before `step`, or null.
    progressAt(step) {
      const count = countAtMost(this.progressSteps, this.progressSteps.length, step);
      return count > 0 ? this.progress[count - 1] : null;
    }

    // Whether a step in from+1..to follows left-out events, so that replaying the events from
    // the state at `from` would not reach the state at `to`.
    hasGapBetween(from, to) {
      const list = this.gapSteps;
      const count = countAtMost(list, list.length, from);
      return count < list.length && list[count] <= to;
    }

    // Whether events were left out (the header's "sample").
    sampled() {
      return Boolean(this.header && this.header.sample);
    }

    // The events of the whole run: the end line's "events_heard" for a sampled trace.
    runEvents() {
      if (this.end && isFiniteNumber(this.end.events_heard)) return this.end.events_heard;
      return this.at.data[this.steps];
    }

    // The counters after the run's last event: the end line's "final" for a sampled trace
    // whose last events were left out, else those of the last step.
    finalCounters() {
      const final = this.end && this.end.final;
      if (final && ['at', 'depth', 'nodes', 'solutions'].every((key) => isFiniteNumber(final[key]))) {
        return { at: final.at, depth: final.depth, nodes: final.nodes, solutions: final.solutions };
      }
      return this.counters(this.steps);
    }

    // The last step whose run event number is at most `at` (0 when none).
    stepAtEvent(at) {
      return Math.max(0, countAtMost(this.at.data, this.steps + 1, at) - 1);
    }

    // The state after `step` events, a new object the caller may change.
    stateAt(step) {
      const steps = this.checkpointSteps;
      const low = Math.max(0, countAtMost(steps, steps.length, step) - 1);
      const state = this.puzzle.cloneState(this.checkpointStates[low]);
      this.replay(state, steps[low], step);
      return state;
    }

    // Applies the events of steps from+1..to to `state`.
    replay(state, from, to) {
      for (let s = from + 1; s <= to; s++) {
        try {
          this.puzzle.apply(state, this.event(s), this.instance);
        } catch (error) {
          // Reported once, when the trace was read.
        }
      }
    }

    // The first solution step after `step` (or before it), or -1.
    nextSolution(step) {
      const list = this.solutionSteps;
      const count = countAtMost(list, list.length, step);
      return count < list.length ? list[count] : -1;
    }

    previousSolution(step) {
      let found = -1;
      for (let i = 0; i < this.solutionSteps.length && this.solutionSteps[i] < step; i++) {
        found = this.solutionSteps[i];
      }
      return found;
    }
  }

  PuzzleLab.TraceModel = TraceModel;
  PuzzleLab.countAtMost = countAtMost;
  PuzzleLab.TraceError = TraceError;
})(window.PuzzleLab = window.PuzzleLab || {});
