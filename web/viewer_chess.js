// Chess boards shared by the drawings of boards of squares (draw_queens.js, draw_knights.js):
// square names as the CLI prints them, the coordinates around the board, and the class whose
// light and dark squares viewer.css colours.
(function (PuzzleLab) {
  'use strict';
  const { svg } = PuzzleLab.svg;
  // Chess notation for boards up to 26 files (a1 bottom-left), else "x,y" from 0 at the
  // bottom-left: the square names of `puzzlelab queens` and `puzzlelab knights`.
  const kLetterFiles = 26;
  PuzzleLab.chess = {
    letterFiles: kLetterFiles,
    // On a drawing's root: its .square.light and .square.dark and its .label take the board's look.
    boardClass: 'plv-chess',
    squareName(file, rank, size) {
      return size <= kLetterFiles ? `${String.fromCharCode(97 + file)}${rank + 1}` : `${file},${rank}`;
    },
    rankName(rank, size) {
      return size <= kLetterFiles ? String(rank + 1) : `y=${rank}`;
    },
    // Files a.. under the board and ranks 1.. on its left, for a board drawn with unit squares
    // from (0, 0) at the top-left; nothing on boards without letter files.
    drawLabels(root, size) {
      if (size > kLetterFiles) return;
      const layer = svg('g', { class: 'coordinates' }, root);
      for (let i = 0; i < size; i++) {
        svg('text', { x: i + 0.5, y: size + 0.5, class: 'label' }, layer).textContent = String.fromCharCode(97 + i);
        svg('text', { x: -0.35, y: size - i - 0.5, class: 'label' }, layer).textContent = String(i + 1);
      }
    },
    // The margin drawLabels needs on the left and below.
    labelMargin: (size) => (size <= kLetterFiles ? 0.7 : 0.1),
  };
})(window.PuzzleLab = window.PuzzleLab || {});
