// Turing machines in the viewer: the state (the machine's state, the head's square and the
// tape), its move events (one transition), and the tape with the scanned square marked.
// Squares are 1-based, as in `tm accept`, and numbered under the tape.
(function (PuzzleLab) {
  'use strict';
  const { svg, setViewBox, clear } = PuzzleLab.svg;
  const kCell = 1;
  const kMinWidth = 8;

  function createState(instance, json) {
    if (!Array.isArray(instance.states) || !Array.isArray(instance.symbols)) throw new Error('"states" and "symbols" must be lists');
    if (!Array.isArray(json.tape) || json.tape.length === 0 || !json.tape.every((s) => typeof s === 'string')) {
      throw new Error('"tape" must be a list of symbols');
    }
    if (typeof json.state !== 'string') throw new Error('"state" must be a state name');
    if (!Number.isInteger(json.head) || json.head < 1 || json.head > json.tape.length) throw new Error('"head" must be a square of the tape');
    return { state: json.state, head: json.head, tape: json.tape.slice() };
  }

  function apply(state, event) {
    if (event.e !== 'move') return;
    if (!Number.isInteger(event.at) || event.at < 1 || event.at > state.tape.length ||
      !Number.isInteger(event.head) || event.head < 1 || event.head > state.tape.length) {
      throw new Error('the square is off the tape');
    }
    state.tape[event.at - 1] = event.write;
    state.head = event.head;
    state.state = event.state;
  }

  function describe(event) {
    if (event.e === 'move') return `${event.transition}: square ${event.at} gets ${event.write}, the head moves to square ${event.head}`;
    return event.e === 'solution' ? 'solution: the machine accepts' : event.e;
  }

  function legend() {
    return [
      ['swatch-cell', 'tape square, numbered 1, 2, ... as puzzlelab tm numbers them'],
      ['swatch-scanned', 'the square scanned'],
      ['swatch-written', 'the square just written'],
      ['swatch-head', 'the head'],
      ['swatch-accepting', 'state name: an accepting state'],
    ];
  }

  class TmDrawing {
    constructor(root, instance, width) {
      this.root = root;
      this.accepting = new Set(instance.accepting || []);
      this.width = width;
      // At least kMinWidth squares wide, so that the state's name fits above a short tape.
      setViewBox(root, -0.2, -1.2, Math.max(width, kMinWidth) * kCell + 0.4, 3.4);
      root.classList.add('tm-board');
      this.stateName = svg('text', { x: 0, y: -0.4, class: 'state-name' }, root);
      const numbers = svg('g', { class: 'square-numbers' }, root);
      for (let square = 1; square <= width; square++) {
        svg('text', { x: (square - 0.5) * kCell, y: 2.0, class: 'square-number' }, numbers).textContent = String(square);
      }
      this.cells = svg('g', { class: 'cells' }, root);
      this.head = svg('polygon', { class: 'head', points: '0,1.15 -0.3,1.6 0.3,1.6' }, root);
    }

    update(state, context) {
      clear(this.cells);
      const event = context.event && context.event.e === 'move' ? context.event : null;
      state.tape.slice(0, this.width).forEach((symbol, i) => {
        const square = i + 1;
        const written = event && event.at === square;
        const group = svg('g', { class: `cell${square === state.head ? ' scanned' : ''}${written ? ' written' : ''}`,
          'data-square': square, transform: `translate(${i * kCell} 0)` }, this.cells);
        svg('rect', { width: kCell, height: kCell }, group);
        svg('text', { x: kCell / 2, y: 0.72, class: 'symbol' }, group).textContent = symbol;
      });
      this.head.setAttribute('transform', `translate(${(state.head - 0.5) * kCell} 0)`);
      this.head.dataset.square = String(state.head);
      const accepting = this.accepting.has(state.state);
      this.stateName.textContent = `state ${state.state}${accepting ? ' (accepting)' : ''}`;
      this.stateName.dataset.state = state.state;
      this.root.classList.toggle('solved', accepting);
    }
  }

  PuzzleLab.puzzles.tm = {
    fields: { move: ['at', 'head', 'write:s', 'state:s', 'transition:s'] },
    createState,
    cloneState: (state) => ({ state: state.state, head: state.head, tape: state.tape.slice() }),
    stateKey: (state) => `${state.state} ${state.head} ${state.tape.join(' ')}`,
    apply,
    describe,
    legend,
    summary: (instance) => `${instance.machine || 'machine'} on ${(instance.input || []).join('') || 'the empty word'}, at most ${instance.steps} steps`,
    // The tape is as wide as the trace's start shows it (the header's initial state).
    createDrawing: (root, instance, initial) => new TmDrawing(root, instance, initial ? initial.tape.length : 1),
  };
})(window.PuzzleLab = window.PuzzleLab || {});
