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
    default: return null;
  }
}

export function snapshotState(trace, snapshot) {
  if (trace.header.puzzle === 'queens') return snapshot.state.queens.map(([r, c]) => `${r},${c}`).sort().join(' ');
  return snapshot.state;
}
