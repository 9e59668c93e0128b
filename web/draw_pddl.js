// PDDL planning tasks in the viewer: a state is the set of its true atoms (ids into the
// instance's "atoms"), a move event is one ground action with its changes (+(id + 1) made true,
// -(id + 1) made false), and the drawing lists the true atoms grouped by predicate, those the
// last action made true marked and those it made false shown struck out.
(function (PuzzleLab) {
  'use strict';
  const { svg, setViewBox, clear } = PuzzleLab.svg;
  const kFont = 0.6;         // the atoms' font size, in drawing units
  const kCharWidth = 0.36;   // about a character of it
  const kRowHeight = 1.0;
  const kWidth = 26;         // a row of atoms wraps past this
  const kLabelWidth = 5.5;

  function atomNames(instance) {
    const atoms = instance.atoms;
    if (!Array.isArray(atoms) || !atoms.every((a) => typeof a === 'string')) throw new Error('"atoms" must be a list of atoms');
    return atoms;
  }

  function createState(instance, json) {
    const count = atomNames(instance).length;
    const ids = json.true;
    if (!Array.isArray(ids) || !ids.every((id) => Number.isInteger(id) && id >= 0 && id < count)) {
      throw new Error(`"true" must be a list of atom ids 0..${count - 1}`);
    }
    return new Set(ids);
  }

  function apply(state, event) {
    if (event.e !== 'move') return;
    const changes = event.changes || [];
    for (const change of changes) {
      if (!Number.isInteger(change) || change === 0) throw new Error('a change must be +(id + 1) or -(id + 1)');
    }
    // Every delete before any add, as the action applies them.
    for (const change of changes) if (change < 0) state.delete(-change - 1);
    for (const change of changes) if (change > 0) state.add(change - 1);
  }

  function describe(event) {
    if (event.e === 'move') {
      const changes = event.changes || [];
      const made = changes.filter((c) => c > 0).length;
      const unmade = changes.filter((c) => c < 0).length;
      return `${event.action}: ${made} atom${made === 1 ? '' : 's'} made true, ${unmade} made false`;
    }
    return event.e === 'solution' ? 'solution: the goal holds' : event.e;
  }

  function legend() {
    return [
      ['swatch-atom', 'a true atom, grouped by predicate'],
      ['swatch-atom-added', 'made true by the last action'],
      ['swatch-atom-deleted', 'made false by the last action'],
    ];
  }

  // The predicate of an atom's name: "(on d1 d2)" is "on".
  function predicateOf(name) {
    const match = /^\(([^\s()]+)/.exec(name);
    return match ? match[1] : name;
  }

  class PddlDrawing {
    constructor(root, instance) {
      this.root = root;
      this.atoms = atomNames(instance);
      this.order = Array.isArray(instance.predicates) ? instance.predicates.slice() : [];
      root.classList.add('pddl-state');
      this.layer = svg('g', { class: 'atoms' }, root);
      setViewBox(root, 0, 0, kWidth + kLabelWidth, 2);
    }

    update(state, context) {
      clear(this.layer);
      const added = new Set();
      const deleted = new Set();
      if (context.event && context.event.e === 'move') {
        for (const change of context.event.changes || []) {
          if (change > 0) added.add(change - 1);
          if (change < 0) deleted.add(-change - 1);
        }
      }
      // The atoms to show by predicate: the true ones, and those just made false.
      const groups = new Map(this.order.map((name) => [name, []]));
      const shown = Array.from(new Set([...state, ...deleted])).sort((a, b) => a - b);
      for (const id of shown) {
        const name = this.atoms[id];
        if (name === undefined) continue;
        const predicate = predicateOf(name);
        if (!groups.has(predicate)) groups.set(predicate, []);
        groups.get(predicate).push(id);
      }
      let y = 0;
      for (const [predicate, ids] of groups) {
        if (ids.length === 0) continue;
        svg('text', { x: 0, y: y + 0.7, class: 'predicate' }, this.layer).textContent = predicate;
        let x = kLabelWidth;
        for (const id of ids) {
          const name = this.atoms[id];
          const width = name.length * kCharWidth + 0.4;
          if (x > kLabelWidth && x + width > kLabelWidth + kWidth) {
            x = kLabelWidth;
            y += kRowHeight;
          }
          const kind = deleted.has(id) && !state.has(id) ? 'atom deleted' : added.has(id) ? 'atom added' : 'atom';
          const group = svg('g', { class: kind, 'data-atom': id, transform: `translate(${x} ${y})` }, this.layer);
          svg('rect', { x: 0, y: 0.1, width, height: 0.8, rx: 0.15 }, group);
          svg('text', { x: width / 2, y: 0.5 + kFont * 0.35 }, group).textContent = name;
          x += width + 0.3;
        }
        y += kRowHeight + 0.2;
      }
      setViewBox(this.root, -0.1, -0.1, kWidth + kLabelWidth + 0.2, Math.max(y, 1) + 0.2);
      this.root.classList.toggle('solved', Boolean(context.event && context.event.e === 'solution'));
    }
  }

  PuzzleLab.puzzles.pddl = {
    fields: { move: ['action:s', 'changes:*'] },
    createState,
    cloneState: (state) => new Set(state),
    stateKey: (state) => Array.from(state).sort((a, b) => a - b).join(','),
    apply,
    describe,
    legend,
    summary: (instance) => `${instance.problem || 'problem'} of ${instance.domain || 'domain'}: ${(instance.atoms || []).length} atoms`,
    createDrawing: (root, instance) => new PddlDrawing(root, instance),
  };
})(window.PuzzleLab = window.PuzzleLab || {});
