// PuzzleLab.frameLoop(advance): calls advance(seconds) once an animation frame, with the seconds
// since the last frame (0 on the first, at most a quarter second after a hidden tab), until it
// returns false; returns a function that stops the loop. The viewer's and the race's play.
(function (PuzzleLab) {
  'use strict';
  const kMaxFrameSeconds = 0.25;

  PuzzleLab.frameLoop = function frameLoop(advance) {
    let last = null;
    let request = 0;
    let running = true;
    const frame = (time) => {
      if (!running) return;
      const seconds = last === null ? 0 : Math.min((time - last) / 1000, kMaxFrameSeconds);
      last = time;
      if (advance(seconds) === false) { running = false; return; }
      request = requestAnimationFrame(frame);
    };
    request = requestAnimationFrame(frame);
    return () => {
      running = false;
      if (request) cancelAnimationFrame(request);
    };
  };
})(window.PuzzleLab = window.PuzzleLab || {});
