#include "puzzles/hanoi/draw.hpp"

#include <algorithm>
#include <cstdio>

namespace puzzlelab::hanoi {
namespace {

// Disks on each peg, bottom (largest) first.
std::vector<std::vector<int>> stacks(const Config& config, int pegs) {
  std::vector<std::vector<int>> out(pegs);
  for (int d = static_cast<int>(config.size()); d >= 1; --d) out[config[d - 1]].push_back(d);
  return out;
}

std::string caption(std::size_t step, const std::vector<Move>& moves) {
  if (step == 0) return "start";
  const Move& m = moves[step - 1];
  return "move " + std::to_string(step) + ": disk " + std::to_string(m.disk) + " " +
         peg_letter(m.from) + "&#8594;" + peg_letter(m.to);
}

const char* kColors[] = {"#e6194b", "#3cb44b", "#4363d8", "#f58231", "#911eb4", "#42d4f4",
                         "#f032e6", "#bfef45", "#469990", "#9a6324", "#800000", "#000075"};

// One panel: pegs side by side, disk d of width 2d + 1 units, one unit high.
std::string svg_panel(const Config& config, int pegs, double x0, double y0) {
  const int n = static_cast<int>(config.size());
  const double slot = 2.0 * n + 3;
  const double height = n + 2;
  std::string out;
  char buffer[256];
  const auto towers = stacks(config, pegs);
  std::snprintf(buffer, sizeof buffer,
                "<rect x=\"%g\" y=\"%g\" width=\"%g\" height=\"0.3\" fill=\"#555\"/>\n", x0,
                y0 + height - 0.3, slot * pegs);
  out += buffer;
  for (int p = 0; p < pegs; ++p) {
    const double cx = x0 + slot * p + slot / 2;
    std::snprintf(buffer, sizeof buffer,
                  "<rect x=\"%g\" y=\"%g\" width=\"0.3\" height=\"%g\" fill=\"#999\"/>\n",
                  cx - 0.15, y0 + 0.6, height - 0.9);
    out += buffer;
    for (std::size_t level = 0; level < towers[p].size(); ++level) {
      const int d = towers[p][level];
      const double w = 2.0 * d + 1;
      std::snprintf(buffer, sizeof buffer,
                    "<rect x=\"%g\" y=\"%g\" width=\"%g\" height=\"0.9\" rx=\"0.3\" "
                    "fill=\"%s\"><title>disk %d</title></rect>\n",
                    cx - w / 2, y0 + height - 1.3 - static_cast<double>(level), w,
                    kColors[(d - 1) % 12], d);
      out += buffer;
    }
  }
  return out;
}

std::string svg_body(const Config& start, const std::vector<Move>& moves, int pegs, bool with_ids) {
  const int n = static_cast<int>(start.size());
  const double panel_w = (2.0 * n + 3) * pegs, panel_h = n + 2, label_h = 1.6;
  const int columns = 4;
  const std::size_t states = moves.size() + 1;
  const std::size_t rows = (states + columns - 1) / columns;
  const double cell_w = panel_w + 2, cell_h = panel_h + label_h + 1;
  char buffer[256];
  std::snprintf(buffer, sizeof buffer,
                "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 %g %g\" width=\"%g\" "
                "height=\"%g\" font-family=\"sans-serif\">\n",
                cell_w * std::min<std::size_t>(columns, states), cell_h * rows,
                cell_w * std::min<std::size_t>(columns, states) * 12, cell_h * rows * 12);
  std::string out = buffer;
  Position position(start, pegs);
  for (std::size_t step = 0; step < states; ++step) {
    if (step > 0) position.apply(moves[step - 1]);
    const double x = cell_w * (step % columns) + 1, y = cell_h * (step / columns) + 0.5;
    if (with_ids) {
      out += "<g id=\"state" + std::to_string(step) + "\">\n";
    } else {
      out += "<g>\n";
    }
    std::snprintf(buffer, sizeof buffer, "<text x=\"%g\" y=\"%g\" font-size=\"1.1\">", x, y + 1.1);
    out += buffer + caption(step, moves) + "</text>\n";
    out += svg_panel(position.config(), pegs, x, y + label_h);
    out += "</g>\n";
  }
  return out + "</svg>\n";
}

}  // namespace

std::string draw_towers(const Config& config, int pegs) {
  const int n = static_cast<int>(config.size());
  const int width = 2 * n + 3;
  const auto towers = stacks(config, pegs);
  std::string out;
  for (int level = n - 1; level >= 0; --level) {
    std::string line;
    for (int p = 0; p < pegs; ++p) {
      std::string cell(width, ' ');
      if (level < static_cast<int>(towers[p].size())) {
        const int d = towers[p][level];
        const std::string label = std::to_string(d);
        std::string disk = std::string(d, '=') + label + std::string(d, '=');
        cell.replace((width - static_cast<int>(disk.size())) / 2, disk.size(), disk);
      } else {
        cell[width / 2] = '|';
      }
      line += cell;
    }
    while (!line.empty() && line.back() == ' ') line.pop_back();
    out += line + "\n";
  }
  out += std::string(static_cast<std::size_t>(width) * pegs, '-') + "\n";
  std::string letters;
  for (int p = 0; p < pegs; ++p) {
    std::string cell(width, ' ');
    cell[width / 2] = peg_letter(p);
    letters += cell;
  }
  while (!letters.empty() && letters.back() == ' ') letters.pop_back();
  return out + letters + "\n";
}

std::string svg_sequence(const Config& start, const std::vector<Move>& moves, int pegs) {
  return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + svg_body(start, moves, pegs, false);
}

std::string html_sequence(const Config& start, const std::vector<Move>& moves, int pegs) {
  const std::string title = "Tower of Hanoi: " + std::to_string(start.size()) + " disks, " +
                            std::to_string(moves.size()) + " moves";
  std::string out =
      "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>" + title +
      "</title>\n<style>body{font-family:sans-serif;margin:1em}"
      "g.dim{opacity:0.25}</style>\n</head>\n<body>\n<h2>" +
      title + "</h2>\n<p>Start " + to_string(start) +
      " (peg of each disk, smallest first). Step: <input id=\"step\" "
      "type=\"range\" min=\"0\" max=\"" +
      std::to_string(moves.size()) + "\" value=\"" + std::to_string(moves.size()) +
      "\"> <span id=\"label\"></span></p>\n";
  out += svg_body(start, moves, pegs, true);
  out +=
      "<script>\nconst step=document.getElementById('step'),label=document.getElementById("
      "'label');\nfunction show(){const k=+step.value;label.textContent=k+' / '+step.max;"
      "for(let i=0;i<=+step.max;i++){document.getElementById('state'+i).setAttribute('class',"
      "i<=k?'':'dim');}}\nstep.addEventListener('input',show);show();\n</script>\n</body>\n"
      "</html>\n";
  return out;
}

}  // namespace puzzlelab::hanoi
