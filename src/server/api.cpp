#include "server/api.hpp"

#include <cstdio>
#include <exception>
#include <nlohmann/json.hpp>

#include "core/memory_size.hpp"
#include "server/api_error.hpp"
#include "server/http_status.hpp"
#include "server/json_fields.hpp"
#include "server/peg_boards.hpp"
#include "server/peg_hint.hpp"
#include "server/puzzle_run.hpp"
#include "server/race_request.hpp"
#include "web/web_assets.hpp"

namespace puzzlelab::server {
namespace {

using http_status::kBadRequest;
using http_status::kBusy;
using http_status::kInternalError;
using http_status::kMethodNotAllowed;
using http_status::kNotFound;
using http_status::kOk;
constexpr std::string_view kJson = "application/json";
constexpr std::string_view kBoardsPrefix = "/api/boards/";

HttpResponse json_response(const nlohmann::json& value) {
  HttpResponse response;
  response.content_type = kJson;
  response.body = value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
  return response;
}

void require_method(const HttpRequest& request, std::string_view method) {
  if (request.method != method && !(method == "GET" && request.method == "HEAD")) {
    throw ApiError(kMethodNotAllowed, request.method + " " + request.path + ": not allowed; use " +
                                          std::string(method));
  }
}

}  // namespace

std::string content_type_of(const std::string& name) {
  const auto ends_with = [&](std::string_view suffix) { return name.ends_with(suffix); };
  if (ends_with(".html")) return "text/html; charset=utf-8";
  if (ends_with(".js") || ends_with(".mjs")) return "text/javascript; charset=utf-8";
  if (ends_with(".css")) return "text/css; charset=utf-8";
  if (ends_with(".svg")) return "image/svg+xml";
  if (ends_with(".json")) return "application/json";
  return "text/plain; charset=utf-8";
}

std::uint64_t default_search_memory(int max_searches) {
  constexpr std::uint64_t kUnknownMachine = std::uint64_t{8} << 30;
  const std::uint64_t machine = physical_memory_bytes();
  return (machine == 0 ? kUnknownMachine : machine) / 4 /
         static_cast<std::uint64_t>(std::max(max_searches, 1));
}

Api::Api(ApiOptions options) : options_(options) {
  if (options_.search_memory_bytes == 0) {
    options_.search_memory_bytes = default_search_memory(options_.max_searches);
  }
}

HttpResponse Api::error(int status, const std::string& message, const nlohmann::json& expected) {
  nlohmann::json body = {{"error", message}};
  if (!expected.is_null()) body["expected"] = expected;
  HttpResponse response = json_response(body);
  response.status = status;
  return response;
}

void Api::stop() {
  stopping_->store(true);
}

HttpResponse Api::handle(const HttpRequest& request) {
  try {
    return route(request);
  } catch (const ApiError& failure) {
    return error(failure.status(), failure.what(), failure.expected());
  } catch (const std::bad_alloc&) {
    return error(kBusy, "out of memory; try a smaller search");
  } catch (const std::exception& failure) {
    // A bug, not the client's fault; the server goes on serving.
    std::fprintf(stderr, "puzzlelab serve: %s %s: %s\n", request.method.c_str(),
                 request.path.c_str(), failure.what());
    return error(kInternalError, std::string("internal error: ") + failure.what());
  }
}

HttpResponse Api::route(const HttpRequest& request) {
  const std::string& path = request.path;
  if (path == "/api/run") return start_run(request);
  if (path == "/api/race") return race(request);
  if (path == "/api/hint") return hint(request);
  if (path == "/api/puzzles") {
    require_method(request, "GET");
    return json_response(puzzles_json());
  }
  if (path == "/api/boards") {
    require_method(request, "GET");
    nlohmann::json boards = nlohmann::json::array();
    for (const std::string& name : served_board_names()) {
      boards.push_back(board_json(served_game(name)));
    }
    return json_response(boards);
  }
  if (path.starts_with(kBoardsPrefix)) {
    require_method(request, "GET");
    return json_response(board_json(served_game(path.substr(kBoardsPrefix.size()), kNotFound)));
  }
  if (path.starts_with("/api/"))
    throw ApiError(kNotFound, "no such endpoint: " + quoted_text(path));

  std::string name = path.substr(1);
  if (path == "/") name = "index.html";
  if (path == "/play") name = "play.html";
  const auto content =
      name.empty() || name.find('/') != std::string::npos ? std::nullopt : web::asset(name);
  if (!content) throw ApiError(kNotFound, "no such page: " + quoted_text(path));
  require_method(request, "GET");
  HttpResponse response;
  response.content_type = content_type_of(name);
  response.body = std::string(*content);
  return response;
}

std::shared_ptr<void> Api::acquire_search_slot() {
  if (stopping_->load()) throw ApiError(kBusy, "the server is shutting down");
  const int running = searches_->fetch_add(1) + 1;
  // The handle gives the slot back when the last copy goes (end of a hint, end of a stream).
  std::shared_ptr<void> slot(nullptr, [searches = searches_](void*) { searches->fetch_sub(1); });
  if (running > options_.max_searches) {
    throw ApiError(kBusy, std::to_string(options_.max_searches) +
                              " searches are running already; try again when one ends");
  }
  return slot;
}

HttpResponse Api::start_run(const HttpRequest& request) {
  require_method(request, "POST");
  // Checked in full before the slot is taken and before the 200 is sent.
  RunRequest parsed = parse_run_request(parse_json_object(request.body));
  parsed.memory_bytes = options_.search_memory_bytes;
  auto run = std::make_shared<const RunRequest>(std::move(parsed));
  std::shared_ptr<void> slot = acquire_search_slot();
  HttpResponse response;
  response.status = kOk;
  response.content_type = "application/x-ndjson";
  response.stream = [run, slot, stopping = stopping_](const ChunkWriter& write) {
    stream_run(*run, write, *stopping);
  };
  return response;
}

HttpResponse Api::race(const HttpRequest& request) {
  require_method(request, "POST");
  // Checked before the slot is taken; the slot is held until the last method has finished.
  RaceRequest race = parse_race_request(parse_json_object(request.body));
  race.memory_bytes = options_.search_memory_bytes;
  std::shared_ptr<void> slot = acquire_search_slot();
  return json_response(run_race_request(race));
}

HttpResponse Api::hint(const HttpRequest& request) {
  require_method(request, "POST");
  // Checked before the slot is taken: a bad request is told so even when the server is busy.
  HintRequest hint = parse_hint_request(parse_json_object(request.body));
  hint.memory_bytes = options_.search_memory_bytes;
  std::shared_ptr<void> slot = acquire_search_slot();
  return json_response(hint_response(hint));
}

}  // namespace puzzlelab::server
