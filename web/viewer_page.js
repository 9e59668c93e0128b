// The page of viewer.html: one viewer, fed by the trace embedded by `puzzlelab view` (a script
// element with id "puzzlelab-trace") or by a file the reader opens or drops on the page.
(function (PuzzleLab) {
  'use strict';
  const viewer = new PuzzleLab.Viewer(document.getElementById('viewer'));
  // `loaded` turns true once the embedded trace (if any) is read; tests wait for it.
  const page = { viewer, loaded: false, loadMilliseconds: null };
  PuzzleLab.page = page;
  document.getElementById('page-title').textContent = document.title;

  // A page opened from the source tree has no drawing inlined: the trace's own is loaded first
  // (at once where the page has it). A failure leaves the viewer to say the puzzle is not drawn.
  async function load(text, name) {
    const puzzle = PuzzleLab.tracePuzzle(text);
    if (puzzle) await PuzzleLab.loadPuzzle(puzzle).catch(() => {});
    const start = performance.now();
    viewer.loadText(text);
    page.loadMilliseconds = performance.now() - start;
    if (name) document.getElementById('page-title').textContent = name;
  }

  const embedded = document.getElementById('puzzlelab-trace');
  if (embedded) {
    document.body.classList.add('embedded');
    const note = document.getElementById('page-loading');
    note.hidden = false;
    // Paint the page first: a trace of a million events takes a moment to read.
    requestAnimationFrame(() => setTimeout(async () => {
      // The element's text starts after the tag: a newline there is not part of the trace.
      await load(embedded.textContent.replace(/^\r?\n/, ''));
      note.hidden = true;
      page.loaded = true;
    }, 0));
  } else {
    page.loaded = true;
  }

  function readFile(file) {
    if (!file) return;
    file.text().then((text) => load(text, file.name), (error) => load('', `${file.name}: ${error.message}`));
  }
  document.getElementById('trace-file').addEventListener('change', (event) => readFile(event.target.files[0]));
  document.addEventListener('dragover', (event) => event.preventDefault());
  document.addEventListener('drop', (event) => {
    event.preventDefault();
    readFile(event.dataTransfer.files[0]);
  });
})(window.PuzzleLab = window.PuzzleLab || {});
