// Small SVG helpers shared by the viewer's drawings (draw_*.js). Every script of the viewer adds
// to the one global namespace window.PuzzleLab.
(function (PuzzleLab) {
  'use strict';

  // The SVG namespace, read from an element the HTML parser made, so that the page holds no
  // URL at all (a self-contained page loads nothing; the CLI test checks for any "http").
  const holder = document.createElement('div');
  holder.innerHTML = '<svg></svg>';
  const svgNamespace = holder.firstChild.namespaceURI;

  // svg('circle', {cx: 1, cy: 2, class: 'peg'}, parent): a new SVG element with attributes,
  // appended to parent when one is given.
  function svg(tag, attributes, parent) {
    const element = document.createElementNS(svgNamespace, tag);
    if (attributes) {
      for (const name of Object.keys(attributes)) element.setAttribute(name, attributes[name]);
    }
    if (parent) parent.appendChild(element);
    return element;
  }

  // Sets the drawing's coordinate box; the CSS scales it to the width of the page.
  function setViewBox(element, x, y, width, height) {
    element.setAttribute('viewBox', `${x} ${y} ${width} ${height}`);
  }

  // Removes every child of an element.
  function clear(element) {
    while (element.firstChild) element.removeChild(element.firstChild);
  }

  PuzzleLab.svg = { svg, setViewBox, clear };
  PuzzleLab.puzzles = PuzzleLab.puzzles || {};
})(window.PuzzleLab = window.PuzzleLab || {});
