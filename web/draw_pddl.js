// PDDL planning tasks in the viewer: a state is the set of its true atoms (ids into the
// instance's "atoms") and the values of its numeric fluents (the instance's "fluents", when it
// has any), a move event is one ground action with its changes (+(id + 1) made true, -(id + 1)
// made false, then a 0 and (fluent id, new value) pairs), and the drawing lists the true atoms
// grouped by predicate and the values grouped by function, those the last action made true or
// changed marked and the atoms it made false shown struck out.
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

  // The numeric fluents' names ("(m-left)"); none in a task without them or an older trace.
  function fluentNames(instance) {
    const fluents = instance.fluents === undefined ? [] : instance.fluents;
    if (!Array.isArray(fluents) || !fluents.every((f) => typeof f === 'string')) throw new Error('"fluents" must be a list of names');
    return fluents;
  }

  function createState(instance, json) {
    const count = atomNames(instance).length;
    const ids = json.true;
    if (!Array.isArray(ids) || !ids.every((id) => Number.isInteger(id) && id >= 0 && id < count)) {
      throw new Error(`"true" must be a list of atom ids 0..${count - 1}`);
    }
    const values = fluentNames(instance).map((name) => {
      const value = (json.values || {})[name];
      if (!Number.isInteger(value)) throw new Error(`"values" must give ${name} a whole number`);
      return value;
    });
    return { atoms: new Set(ids), values };
  }

  // A move's changes split at its 0: the atoms' ±(id + 1), then (fluent id, value) pairs.
  function splitChanges(event) {
    const changes = event.changes || [];
    const zero = changes.indexOf(0);
    const atoms = zero < 0 ? changes : changes.slice(0, zero);
    const tail = zero < 0 ? [] : changes.slice(zero + 1);
    const values = [];
    for (let i = 0; i + 1 < tail.length; i += 2) values.push([tail[i], tail[i + 1]]);
    return { atoms, values, odd: tail.length % 2 !== 0 };
  }

  function apply(state, event) {
    if (event.e !== 'move') return;
    const { atoms, values, odd } = splitChanges(event);
    for (const change of atoms) {
      if (!Number.isInteger(change)) throw new Error('a change must be +(id + 1) or -(id + 1)');
    }
    if (odd || !values.every(([id, value]) => Number.isInteger(id) && id >= 0 && id < state.values.length && Number.isInteger(value))) {
      throw new Error('after the 0, the changes must be pairs of a fluent id and its new value');
    }
    // Every delete before any add, as the action applies them.
    for (const change of atoms) if (change < 0) state.atoms.delete(-change - 1);
    for (const change of atoms) if (change > 0) state.atoms.add(change - 1);
    for (const [id, value] of values) state.values[id] = value;
  }

  function describe(event) {
    if (event.e === 'move') {
      const { atoms, values } = splitChanges(event);
      const made = atoms.filter((c) => c > 0).length;
      const unmade = atoms.filter((c) => c < 0).length;
      const changed = values.length === 0 ? '' : `, ${values.length} value${values.length === 1 ? '' : 's'} changed`;
      return `${event.action}: ${made} atom${made === 1 ? '' : 's'} made true, ${unmade} made false${changed}`;
    }
    return event.e === 'solution' ? 'solution: the goal holds' : event.e;
  }

  function legend() {
    return [
      ['swatch-atom', 'a true atom, grouped by predicate (a numeric value, by function)'],
      ['swatch-atom-added', 'made true or changed by the last action'],
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
      this.fluents = fluentNames(instance);
      this.order = Array.isArray(instance.predicates) ? instance.predicates.slice() : [];
      root.classList.add('pddl-state');
      this.layer = svg('g', { class: 'atoms' }, root);
      setViewBox(root, 0, 0, kWidth + kLabelWidth, 2);
    }

    update(state, context) {
      clear(this.layer);
      const added = new Set();
      const deleted = new Set();
      const changed = new Set();
      if (context.event && context.event.e === 'move') {
        const { atoms, values } = splitChanges(context.event);
        for (const change of atoms) {
          if (change > 0) added.add(change - 1);
          if (change < 0) deleted.add(-change - 1);
        }
        for (const [id] of values) changed.add(id);
      }
      // The atoms to show by predicate: the true ones, and those just made false; then the
      // numeric values by function.
      const groups = new Map(this.order.map((name) => [name, []]));
      const shown = Array.from(new Set([...state.atoms, ...deleted])).sort((a, b) => a - b);
      for (const id of shown) {
        const name = this.atoms[id];
        if (name === undefined) continue;
        const predicate = predicateOf(name);
        if (!groups.has(predicate)) groups.set(predicate, []);
        groups.get(predicate).push({ id, name, kind: deleted.has(id) && !state.atoms.has(id) ? 'atom deleted' : added.has(id) ? 'atom added' : 'atom' });
      }
      const valueGroups = new Map();
      this.fluents.forEach((fluent, id) => {
        const name = `(= ${fluent} ${state.values[id]})`;
        const fn = predicateOf(fluent);
        if (!valueGroups.has(fn)) valueGroups.set(fn, []);
        valueGroups.get(fn).push({ id, name, kind: changed.has(id) ? 'atom added' : 'atom', value: true });
      });
      let y = 0;
      for (const [predicate, items] of [...groups, ...valueGroups]) {
        if (items.length === 0) continue;
        svg('text', { x: 0, y: y + 0.7, class: 'predicate' }, this.layer).textContent = predicate;
        let x = kLabelWidth;
        for (const { id, name, kind, value } of items) {
          const width = name.length * kCharWidth + 0.4;
          if (x > kLabelWidth && x + width > kLabelWidth + kWidth) {
            x = kLabelWidth;
            y += kRowHeight;
          }
          const data = value ? { 'data-fluent': id } : { 'data-atom': id };
          const group = svg('g', Object.assign({ class: kind, transform: `translate(${x} ${y})` }, data), this.layer);
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
    cloneState: (state) => ({ atoms: new Set(state.atoms), values: state.values.slice() }),
    stateKey: (state) => Array.from(state.atoms).sort((a, b) => a - b).join(',') +
      (state.values.length === 0 ? '' : `|${state.values.join(',')}`),
    apply,
    describe,
    legend,
    summary: (instance) => `${instance.problem || 'problem'} of ${instance.domain || 'domain'}: ${(instance.atoms || []).length} atoms`,
    createDrawing: (root, instance) => new PddlDrawing(root, instance),
  };
})(window.PuzzleLab = window.PuzzleLab || {});
