// Each puzzle's drawing is a pair of files, draw_NAME.js (which sets PuzzleLab.puzzles.NAME) and
// draw_NAME.css, so that no page lists the puzzles by hand. The pages that `puzzlelab view` and
// `puzzlelab race` write have every pair inlined already (the build puts one tag per draw_*.js in
// web/ where the page says puzzlelab-draw-scripts: cmake/EmbedWebAssets.cmake); the served run
// page loads the pairs of the puzzles GET /api/puzzles lists, and a page opened from the source
// tree (file://, no server) loads the pair of the puzzle its trace names.
(function (PuzzleLab) {
  'use strict';
  PuzzleLab.puzzles = PuzzleLab.puzzles || {};
  // The folder of this script, not the page's: a page may live elsewhere than its scripts. A
  // script inlined into a self-contained page has no file, and such a page loads nothing.
  const script = document.currentScript ? document.currentScript.src : '';
  const folder = script ? script.slice(0, script.lastIndexOf('/') + 1) : null;
  const pending = {};

  function add(tag, attributes) {
    return new Promise((resolve, reject) => {
      const node = document.createElement(tag);
      Object.assign(node, attributes);
      node.onload = resolve;
      node.onerror = () => reject(new Error(`${attributes.src || attributes.href} could not be loaded`));
      document.head.appendChild(node);
    });
  }

  // Resolves once PuzzleLab.puzzles[name] is there (at once when the page has it inlined);
  // rejects when its files cannot be loaded. Names are the registry's: letters, digits, '_'.
  function loadPuzzle(name) {
    if (PuzzleLab.puzzles[name]) return Promise.resolve();
    if (typeof name !== 'string' || !/^[a-z0-9_]+$/.test(name)) {
      return Promise.reject(new Error(`${JSON.stringify(name)} is not a puzzle name`));
    }
    if (folder === null) return Promise.reject(new Error(`this page has no drawing of ${name}`));
    if (!pending[name]) {
      pending[name] = Promise.all([
        add('link', { rel: 'stylesheet', href: `${folder}draw_${name}.css` }),
        add('script', { src: `${folder}draw_${name}.js` }),
      ]).then(() => {
        if (!PuzzleLab.puzzles[name]) throw new Error(`draw_${name}.js does not draw ${name}`);
      });
      pending[name].catch(() => { delete pending[name]; });
    }
    return pending[name];
  }

  PuzzleLab.loadPuzzle = loadPuzzle;
  PuzzleLab.loadPuzzles = (names) => Promise.all(names.map(loadPuzzle));

  // The puzzle a trace names in its header (its first line), or null.
  PuzzleLab.tracePuzzle = function tracePuzzle(text) {
    const end = text.indexOf('\n');
    try {
      const header = JSON.parse(end < 0 ? text : text.slice(0, end));
      return header && typeof header.puzzle === 'string' ? header.puzzle : null;
    } catch (error) {
      return null;  // the viewer reports what is wrong with the trace
    }
  };
})(window.PuzzleLab = window.PuzzleLab || {});
