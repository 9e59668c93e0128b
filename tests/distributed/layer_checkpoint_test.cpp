// Checkpoints of the layered search (layer_checkpoint.hpp): a search stopped after some layers
// and resumed, under the same K and under another (2 -> 1, 1 -> 2, 3 -> 2), ends with the layer
// sizes of an uninterrupted run; a folder is refused when it holds another search's file or a
// damaged one, and a fresh --checkpoint over an old one.
#include "distributed/layer_checkpoint.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>

#include "core/error.hpp"
#include "distributed/checkpoint_io.hpp"
#include "distributed/layered_search.hpp"
#include "distributed/plain_bytes.hpp"
#include "temp_folder.hpp"
#include "thread_job.hpp"
#include "toy_graph.hpp"

namespace puzzlelab::distributed {
namespace {

namespace fs = std::filesystem;
using test::run_ranks;
using test::TempFolder;
using test::ToyGraph;

constexpr std::uint64_t kStates = 3000;

LayeredResult run(int ranks, const std::string& folder, bool resume, std::uint64_t layer_limit,
                  std::uint64_t states = kStates, double every_seconds = 0) {
  const ToyGraph graph(states);
  return run_ranks(ranks,
                   [&](Job& job) {
                     LayeredOptions options;
                     options.job = &job;
                     options.watch = {states - 1};
                     options.round_states = 16;
                     options.layer_limit = layer_limit;
                     options.checkpoint = {folder, resume, every_seconds};
                     options.puzzle = "toy";
                     options.instance = "states=" + std::to_string(states);
                     return layered_search<StridedPartition>(graph, options);
                   })
      .front();
}

std::vector<std::string> names(const std::string& folder) {
  std::vector<std::string> out;
  for (const auto& entry : fs::directory_iterator(folder))
    out.push_back(entry.path().filename().string());
  std::sort(out.begin(), out.end());
  return out;
}

std::string refusal(const std::function<void()>& body) {
  try {
    body();
  } catch (const InputError& error) {
    return error.what();
  }
  return "(no error)";
}

TEST(LayerCheckpoint, ResumedWithAnotherRankCountGivesTheSameLayers) {
  const test::ReferenceLayers expected = test::reference_layers(ToyGraph(kStates), 0);
  ASSERT_GT(expected.layers.size(), 6u);
  for (const auto& [before, after] :
       {std::pair{2, 1}, std::pair{1, 2}, std::pair{3, 2}, std::pair{2, 2}}) {
    SCOPED_TRACE("K " + std::to_string(before) + " -> " + std::to_string(after));
    TempFolder folder;
    const std::string dir = folder / "ckpt";
    const LayeredResult first = run(before, dir, false, 3);
    EXPECT_FALSE(first.complete);
    EXPECT_EQ(first.layers.size(), 4u);
    // Only the last finished layer is kept, one file a rank.
    EXPECT_EQ(names(dir).size(), static_cast<std::size_t>(before));
    EXPECT_EQ(names(dir).front(), "layer-d3-r0-of" + std::to_string(before) + ".ckpt");

    const LayeredResult second = run(after, dir, true, 2);  // stopped again, two layers on
    EXPECT_TRUE(second.resumed);
    EXPECT_EQ(second.resumed_depth, 3u);
    EXPECT_EQ(second.layers.size(), 6u);
    const LayeredResult last = run(before, dir, true, ~std::uint64_t{0});
    EXPECT_TRUE(last.complete);
    EXPECT_EQ(last.resumed_depth, 5u);
    EXPECT_EQ(last.layers, expected.layers);
    EXPECT_EQ(last.edges, expected.edges);
    EXPECT_EQ(last.watched.front(), expected.depth[kStates - 1]);
    // A finished search resumed reports the same figures and expands nothing.
    const LayeredResult again = run(after, dir, true, ~std::uint64_t{0});
    EXPECT_EQ(again.layers, expected.layers);
    for (const RankFigures& rank : again.ranks) EXPECT_EQ(rank.work, 0u);
  }
}

// --checkpoint-every (checkpoint_pace.hpp): an hour's pace writes no layer in a run of a moment,
// and says so; the tiniest pace writes every layer, as no pace does, on every rank alike.
TEST(LayerCheckpoint, APaceWritesNoLayerBeforeItsTime) {
  for (const int ranks : {1, 2}) {
    SCOPED_TRACE(std::to_string(ranks) + " ranks");
    TempFolder folder;
    const LayeredResult hourly = run(ranks, folder / "hourly", false, 3, kStates, 3600);
    EXPECT_EQ(hourly.layers.size(), 4u);
    EXPECT_EQ(hourly.kept_depth, -1);
    EXPECT_FALSE(holds_layer_checkpoint(folder / "hourly"));
    for (const double every : {0.0, 1e-9}) {
      const std::string dir = folder / (every > 0 ? "paced" : "unpaced");
      const LayeredResult each = run(ranks, dir, false, 3, kStates, every);
      EXPECT_EQ(each.kept_depth, 3);
      EXPECT_EQ(names(dir).size(), static_cast<std::size_t>(ranks));
      EXPECT_EQ(names(dir).front(), "layer-d3-r0-of" + std::to_string(ranks) + ".ckpt");
    }
  }
}

TEST(LayerCheckpoint, ALayerSomeRankDidNotWriteIsNotResumedFrom) {
  TempFolder folder;
  const std::string dir = folder / "ckpt";
  const std::string further = folder / "further";
  run(2, dir, false, 3);
  run(2, further, false, 4);
  // As if the run had been killed while its ranks wrote layer 4: rank 0's file only.
  fs::copy_file(further + "/layer-d4-r0-of2.ckpt", dir + "/layer-d4-r0-of2.ckpt");
  EXPECT_EQ(run(1, dir, true, 0).resumed_depth, 3u);
  // A file renamed to another layer is refused, not read as that layer.
  fs::copy_file(dir + "/layer-d3-r1-of2.ckpt", dir + "/layer-d4-r1-of2.ckpt");
  EXPECT_NE(refusal([&] { run(1, dir, true, 0); }).find("does not match the file's name"),
            std::string::npos);
}

TEST(LayerCheckpoint, RefusesOtherSearchesAndDamagedFiles) {
  TempFolder folder;
  const std::string dir = folder / "ckpt";
  run(2, dir, false, 3);
  const std::string file = dir + "/layer-d3-r1-of2.ckpt";

  EXPECT_EQ(refusal([&] { run(1, dir, false, 3); }),
            dir +
                "/layer-d3-r0-of2.ckpt: a checkpoint is here already: continue it with "
                "--resume " +
                dir + ", or name an empty folder");
  EXPECT_NE(refusal([&] { run(1, dir, true, 3, kStates + 1); })
                .find(": a checkpoint of toy states=3000 by layered-bfs (3000 states, partition "
                      "strided 0), not of toy states=3001"),
            std::string::npos);
  EXPECT_NE(refusal([&] { run(1, folder / "none", true, 3); }).find("no such folder"),
            std::string::npos);

  const auto damaged = [&](std::uint64_t offset) {
    TempFolder copy;
    fs::copy(dir, copy.path(), fs::copy_options::recursive);
    std::fstream bytes(copy.path() + "/layer-d3-r1-of2.ckpt",
                       std::ios::in | std::ios::out | std::ios::binary);
    bytes.seekg(static_cast<std::streamoff>(offset));
    const char c = static_cast<char>(bytes.get());
    bytes.seekp(static_cast<std::streamoff>(offset));
    bytes.put(static_cast<char>(c ^ 0x04));
    bytes.close();
    return refusal([&] { run(1, copy.path(), true, 3); });
  };
  // A byte of the header (in "states"), and one of the codes.
  EXPECT_NE(damaged(40).find("layer-d3-r1-of2.ckpt: damaged header (its check does not match)"),
            std::string::npos);
  EXPECT_NE(damaged(fs::file_size(file) - 20).find("its records are damaged"), std::string::npos);

  // Cut short.
  TempFolder cut;
  fs::copy(dir, cut.path(), fs::copy_options::recursive);
  fs::resize_file(cut.path() + "/layer-d3-r1-of2.ckpt", fs::file_size(file) - 3);
  EXPECT_NE(refusal([&] { run(1, cut.path(), true, 3); }).find("damaged or cut short"),
            std::string::npos);

  // Not a checkpoint at all, under a checkpoint's name.
  TempFolder foreign;
  std::ofstream(foreign.path() + "/layer-d1-r0-of1.ckpt") << "hello\n";
  EXPECT_EQ(refusal([&] { run(1, foreign.path(), true, 3); }),
            foreign.path() + "/layer-d1-r0-of1.ckpt: not a PuzzleLab layer checkpoint: refused");
}

// A file of format version 1 (before the record width and the sums were written; 2-bit codes)
// is read as it was: each file of a version-2 layer rewritten in version 1 resumes alike.
TEST(LayerCheckpoint, ReadsVersionOneFiles) {
  TempFolder folder;
  const std::string dir = folder / "ckpt";
  run(2, dir, false, 3);
  const std::vector<std::uint64_t> layers = run(1, folder / "whole", false, 1000).layers;
  for (const std::string& name : names(dir)) {
    std::ifstream in(dir + "/" + name, std::ios::binary);
    const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const std::size_t check_at = bytes.find("\ncheck ") + 1;
    const std::size_t body_at = bytes.find('\n', check_at) + 1;
    const std::string codes = bytes.substr(body_at, bytes.size() - body_at - 8);
    std::string header = bytes.substr(0, check_at);
    header.replace(header.find("layers 2\n"), 9, "layers 1\n");
    for (const char* line : {"record-bits ", "totals "}) {
      const std::size_t at = header.find(std::string("\n") + line) + 1;
      header.erase(at, header.find('\n', at) + 1 - at);
    }
    const std::uint64_t header_check = Fnv1a64().add(header).value();
    std::byte end[8];
    put_u64(end, Fnv1a64()
                     .add_u64(header_check)
                     .add(reinterpret_cast<const std::byte*>(codes.data()), codes.size())
                     .value());
    std::ofstream out(dir + "/" + name, std::ios::binary | std::ios::trunc);
    out << header << "check " << checkpoint_io::hex64(header_check) << "\n" << codes;
    out.write(reinterpret_cast<const char*>(end), sizeof end);
  }
  const LayeredResult resumed = run(1, dir, true, 1000);
  EXPECT_TRUE(resumed.resumed);
  EXPECT_EQ(resumed.layers, layers);
}

}  // namespace
}  // namespace puzzlelab::distributed
