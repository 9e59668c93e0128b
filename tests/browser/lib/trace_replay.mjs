// The browser tests' own reading of a trace (docs/trace-format.md), independent of the viewer's:
// the header, the events in order, and each puzzle's state after k events replayed from the
// header's initial state. The tests compare what the page draws with these.
import fs from 'node:fs';

const kNotEvents = new Set(['snapshot', 'truncated', 'end']);

export function readTrace(file) {
  const lines = fs.readFileSync(file, 'utf8').split('\n').filter((line) => line.trim() !== '');
  const header = JSON.parse(lines[0]);
  const events = [];
  const snapshots = [];
  let end = null;
  for (const line of lines.slice(1)) {
    const object = JSON.parse(line);
    if (object.e === 'snapshot') snapshots.push(object);
    else if (object.e === 'end') end = object;
    else if (!kNotEvents.has(object.e)) events.push(object);
  }
  return { header, events, snapshots, end };
}

// Peg solitaire: the pegs string after k events.
export function pegsAfter(trace, k) {
  const pegs = trace.header.initial.pegs.split('');
  for (const event of trace.events.slice(0, k)) {
    if (event.e === 'move') { pegs[event.from] = '0'; pegs[event.over] = '0'; pegs[event.to] = '1'; }
    if (event.e === 'undo') { pegs[event.from] = '1'; pegs[event.over] = '1'; pegs[event.to] = '0'; }
  }
  return pegs.join('');
}

// Queens: the occupied squares after k events, as sorted "row,col" strings.
export function queensAfter(trace, k) {
  const squares = new Set(trace.header.initial.queens.map(([r, c]) => `${r},${c}`));
  for (const event of trace.events.slice(0, k)) {
    if (event.e === 'place') squares.add(`${event.row},${event.col}`);
    if (event.e === 'remove') squares.delete(`${event.row},${event.col}`);
  }
  return [...squares].sort();
}

// Tower of Hanoi: the configuration string after k events.
export function hanoiAfter(trace, k) {
  const config = trace.header.initial.config.split('');
  for (const event of trace.events.slice(0, k)) if (event.e === 'move') config[event.disk - 1] = event.to;
  return config.join('');
}

// River crossing: the far-bank string after k events ('1' for an item across).
export function riverAfter(trace, k) {
  const far = trace.header.initial.far.split('');
  for (const event of trace.events.slice(0, k)) {
    if (event.e === 'move') for (const item of event.items) far[item] = event.to === 'far' ? '1' : '0';
  }
  return far.join('');
}

function boatAfter(trace, k) {
  let boat = trace.header.initial.boat;
  for (const event of trace.events.slice(0, k)) if (event.e === 'move') boat = event.to;
  return boat;
}

// Knight's tours: the squares visited after k events, as "x,y" strings in order.
export function knightsAfter(trace, k) {
  const path = trace.header.initial.path.map(([x, y]) => `${x},${y}`);
  for (const event of trace.events.slice(0, k)) {
    if (event.e === 'move') path.push(`${event.x},${event.y}`);
    if (event.e === 'undo') path.pop();  // a search takes back its last move
  }
  return path;
}

// Turing machines: the configuration after k events.
export function tmAfter(trace, k) {
  const { state, head, tape } = trace.header.initial;
  const now = { state, head, tape: tape.slice() };
  for (const event of trace.events.slice(0, k)) {
    if (event.e !== 'move') continue;
    now.tape[event.at - 1] = event.write;
    now.head = event.head;
    now.state = event.state;
  }
  return now;
}

// Sliding tiles: the tiles after k events, row-major, 0 the blank.
export function tilesAfter(trace, k) {
  const tiles = trace.header.initial.tiles.slice();
  for (const event of trace.events.slice(0, k)) {
    if (event.e === 'move') { tiles[event.to] = event.tile; tiles[event.from] = 0; }
    if (event.e === 'undo') { tiles[event.from] = event.tile; tiles[event.to] = 0; }  // the move taken back
  }
  return tiles;
}

// The steps (1-based) whose event is a solution.
export function solutionSteps(trace) {
  return trace.events.flatMap((event, i) => (event.e === 'solution' ? [i + 1] : []));
}

// The state after k events in the form of the puzzle's snapshots, for comparing with them.
export function stateAfter(trace, k) {
  switch (trace.header.puzzle) {
    case 'peg': return { pegs: pegsAfter(trace, k) };
    case 'queens': return queensAfter(trace, k).join(' ');
    case 'hanoi': return { config: hanoiAfter(trace, k) };
    // Keys in the order the trace writer sorts them.
    case 'river': return { boat: boatAfter(trace, k), far: riverAfter(trace, k) };
    case 'knights': return { path: knightsAfter(trace, k).map((square) => square.split(',').map(Number)) };
    case 'tm': { const now = tmAfter(trace, k); return { head: now.head, state: now.state, tape: now.tape }; }
    case 'tiles': return { tiles: tilesAfter(trace, k) };
    default: return null;
  }
}

export function snapshotState(trace, snapshot) {
  if (trace.header.puzzle === 'queens') return snapshot.state.queens.map(([r, c]) => `${r},${c}`).sort().join(' ');
  return snapshot.state;
}
