// River crossing in the viewer: the state (the bank of every item, and the boat's), its move
// events (a trip across), and a drawing of the two banks with the river and the boat between.
(function (PuzzleLab) {
  'use strict';
  const { svg, setViewBox, clear } = PuzzleLab.svg;
  const kRow = 1.2;
  const kBankWidth = 5;
  const kRiverWidth = 4;

  function items(instance) {
    const list = instance.items;
    if (!Array.isArray(list) || list.length < 1 || list.length > 20 || !list.every((i) => typeof i === 'string')) {
      throw new Error('"items" must be a list of 1 to 20 names');
    }
    return list;
  }

  // The state: one byte an item, 1 on the far bank; and the boat's bank, 1 far.
  function createState(instance, json) {
    const count = items(instance).length;
    const far = json.far;
    if (typeof far !== 'string' || far.length !== count || /[^01]/.test(far)) throw new Error(`"far" must be ${count} characters 0 or 1`);
    if (json.boat !== 'near' && json.boat !== 'far') throw new Error('"boat" must be near or far');
    return { far: Uint8Array.from(far, (c) => Number(c)), boat: json.boat === 'far' ? 1 : 0 };
  }

  function apply(state, event) {
    if (event.e !== 'move') return;
    const to = event.to === 'far' ? 1 : event.to === 'near' ? 0 : -1;
    if (to < 0 || !event.items.every((i) => Number.isInteger(i) && i >= 0 && i < state.far.length)) {
      throw new Error('the items or the bank are not valid');
    }
    for (const item of event.items) state.far[item] = to;
    state.boat = to;
  }

  function names(instance, list) {
    return list.map((i) => instance.items[i] || `item ${i}`).join(' + ');
  }

  // A trip in the CLI's words: "farmer + goat cross near->far".
  function describe(event, instance) {
    if (event.e === 'move') {
      const from = event.to === 'far' ? 'near' : 'far';
      return `${names(instance || {}, event.items)} cross${event.items.length === 1 ? 'es' : ''} ${from}->${event.to}`;
    }
    return event.e === 'solution' ? 'solution: everyone is across' : event.e;
  }

  function legend() {
    return [
      ['swatch-bank', 'bank (near on the left, far on the right)'],
      ['swatch-water', 'the river'],
      ['swatch-boat', 'the boat, at its bank'],
      ['swatch-item', 'item on its bank'],
      ['swatch-item-moved', 'item that just crossed'],
      ['swatch-solved', 'banks: everyone is across'],
    ];
  }

  class RiverDrawing {
    constructor(root, instance) {
      this.instance = instance;
      this.count = items(instance).length;
      this.root = root;
      const height = (this.count + 1) * kRow;
      this.farX = kBankWidth + kRiverWidth;
      setViewBox(root, 0, -1, 2 * kBankWidth + kRiverWidth, height + 1.5);
      root.classList.add('river-board');
      svg('rect', { x: 0, y: 0, width: kBankWidth, height, class: 'bank' }, root);
      svg('rect', { x: kBankWidth, y: 0, width: kRiverWidth, height, class: 'water' }, root);
      svg('rect', { x: this.farX, y: 0, width: kBankWidth, height, class: 'bank' }, root);
      svg('text', { x: kBankWidth / 2, y: -0.3, class: 'label' }, root).textContent = 'near';
      svg('text', { x: this.farX + kBankWidth / 2, y: -0.3, class: 'label' }, root).textContent = 'far';
      this.boat = svg('rect', { y: height / 2 - 0.5, width: 1.6, height: 1, rx: 0.3, class: 'boat' }, root);
      this.itemLayer = svg('g', { class: 'items' }, root);
    }

    update(state, context) {
      clear(this.itemLayer);
      const event = context.event && context.event.e === 'move' ? context.event : null;
      for (let i = 0; i < this.count; i++) {
        const far = state.far[i] === 1;
        const moved = event && event.items.includes(i);
        const x = (far ? this.farX : 0) + kBankWidth / 2;
        const group = svg('g', { class: moved ? 'item moved' : 'item', 'data-item': i, 'data-bank': far ? 'far' : 'near',
          transform: `translate(${x} ${(i + 1) * kRow})` }, this.itemLayer);
        svg('rect', { x: -kBankWidth / 2 + 0.3, y: -0.45, width: kBankWidth - 0.6, height: 0.9, rx: 0.2 }, group);
        svg('text', { x: 0, y: 0.05 }, group).textContent = this.instance.items[i];
      }
      const boatX = state.boat === 1 ? this.farX - 1.8 : kBankWidth + 0.2;
      this.boat.setAttribute('x', boatX);
      this.boat.setAttribute('data-bank', state.boat === 1 ? 'far' : 'near');
      this.root.classList.toggle('solved', state.far.every((bank) => bank === 1));
    }
  }

  PuzzleLab.puzzles.river = {
    fields: { move: ['to:s', 'items:*'] },
    createState,
    cloneState: (state) => ({ far: state.far.slice(), boat: state.boat }),
    stateKey: (state) => `${state.far.join('')}${state.boat}`,
    apply,
    describe,
    legend,
    summary: (instance) => `${instance.name || 'river'}: ${(instance.items || []).length} items, boat holds ${instance.capacity}`,
    createDrawing: (root, instance) => new RiverDrawing(root, instance),
  };
})(window.PuzzleLab = window.PuzzleLab || {});
