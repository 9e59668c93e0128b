// POST /api/run bodies mutated every way a client could garble them (bits flipped, cut short,
// numbers too large, NUL bytes, deep nesting, wrong types, long strings, UTF-16 and byte order
// marks, broken UTF-8): every answer is a 2xx stream or a 4xx one-line JSON error, never a 500
// and never a crash. Most go to the Api directly (no socket: fast), a few dozen over a socket.
#include <gtest/gtest.h>

#include <chrono>
#include <nlohmann/json.hpp>
#include <random>
#include <string>
#include <vector>

#include "live_server.hpp"
#include "raw_connection.hpp"
#include "server/api.hpp"

namespace puzzlelab::server {
namespace {

// Valid requests of each shape (the time limits short: the streams of the socket part run).
const std::vector<std::string> kSeeds = {
    R"({"puzzle":"peg","params":{"board":"triangle5","order":"konami"},"seconds":0.5,"trace_limit":100})",
    R"({"puzzle":"peg","params":{"board":"english","empty":"3,3"},"snapshot_every":10,"seconds":0.5})",
    R"({"puzzle":"queens","params":{"size":8,"lock":"d5,a1"},"method":"backtrack","solutions":2})",
    R"({"puzzle":"queens","params":{"size":"6","lock":"b2,c4"},"solutions":"all","seconds":0.5,"trace_limit":50})",
    R"({"puzzle":"hanoi","method":"recursive","params":{"disks":3,"pegs":"3"},"seconds":0.5})",
    R"({"puzzle":"tiles","params":{"start":"1,2,3,4,5,6,0,7,8"},"seconds":0.5})",
    R"({"puzzle":"river","params":{"file":"wolf-goat-cabbage"},"seconds":0.5})",
    R"({"puzzle":"knights","seconds":0.5,"trace_limit":100})",
};

const std::vector<std::string> kOddValues = {
    "1e999",
    "-1e999",
    "1e308",
    "1e-400",
    "18446744073709551616",
    "-9223372036854775809",
    "0",
    "-0",
    "-1",
    "0.0001",
    "null",
    "true",
    "[]",
    "{}",
    R"("")",
    R"("\u0000")",
    R"("\ud800")",
    R"("\udfff\ud800")",
    "[[[[[[[[[[]]]]]]]]]]",
    R"({"a":{"b":{"c":1}}})",
    "123456789012345678901234567890",
    "1.7976931348623157e308",
    "4.9e-324",
    "NaN",
    "Infinity",
};

std::string utf16(const std::string& text, bool big_endian) {
  std::string out = big_endian ? "\xFE\xFF" : "\xFF\xFE";
  for (char c : text) {
    out += big_endian ? std::string{'\0', c} : std::string{c, '\0'};
  }
  return out;
}

// The span of a random JSON value in `body` (after a ':' or '['), or of nothing.
std::pair<std::size_t, std::size_t> some_value(const std::string& body, std::mt19937& random) {
  std::vector<std::size_t> starts;
  for (std::size_t i = 0; i < body.size(); ++i)
    if (body[i] == ':' || body[i] == '[') starts.push_back(i + 1);
  if (starts.empty()) return {0, 0};
  const std::size_t start = starts[random() % starts.size()];
  std::size_t end = start;
  int depth = 0;
  bool quoted = false;
  for (; end < body.size(); ++end) {
    const char c = body[end];
    if (quoted) {
      if (c == '\\')
        ++end;
      else if (c == '"')
        quoted = false;
    } else if (c == '"') {
      quoted = true;
    } else if (c == '[' || c == '{') {
      ++depth;
    } else if ((c == ']' || c == '}' || c == ',') && depth-- == 0) {
      break;
    }
  }
  return {start, end};
}

std::string mutated(const std::string& seed, std::mt19937& random) {
  std::string body = seed;
  const auto at = [&] { return body.empty() ? 0 : random() % body.size(); };
  switch (random() % 12) {
    case 0:  // bit flips
      for (int flips = 1 + random() % 3; flips > 0 && !body.empty(); --flips) {
        body[at()] ^= static_cast<char>(1 << (random() % 8));
      }
      break;
    case 1:  // cut short
      body.resize(at());
      break;
    case 2:
    case 3: {  // a value replaced by an odd one
      const auto [start, end] = some_value(body, random);
      body.replace(start, end - start, kOddValues[random() % kOddValues.size()]);
      break;
    }
    case 4:  // a NUL byte
      body.insert(at(), 1, '\0');
      break;
    case 5: {  // deep nesting, around a value or alone
      const std::size_t depth = 1 + random() % 5000;
      const auto [start, end] = some_value(body, random);
      const std::string value = body.substr(start, end - start);
      const bool objects = random() % 2 == 0;
      std::string nested;
      for (std::size_t i = 0; i < depth; ++i) nested += objects ? "{\"a\":" : "[";
      nested += value.empty() ? "1" : value;
      for (std::size_t i = 0; i < depth; ++i) nested += objects ? "}" : "]";
      body.replace(start, end - start, nested);
      break;
    }
    case 6: {  // a long string
      const auto [start, end] = some_value(body, random);
      body.replace(start, end - start, "\"" + std::string(1000 + random() % 60'000, 'x') + "\"");
      break;
    }
    case 7:  // other encodings
      body = random() % 3 == 0 ? "\xEF\xBB\xBF" + body : utf16(body, random() % 2 == 0);
      break;
    case 8: {  // broken UTF-8 inside a string
      const char* broken[] = {"\xFF", "\xC0\x80", "\xED\xA0\x80", "\xE2\x82", "\xF4\x90\x80\x80"};
      const std::size_t quote = body.find('"', at());
      body.insert(quote == std::string::npos ? 0 : quote + 1, broken[random() % 5]);
      break;
    }
    case 9:  // a field given twice, or an unknown one
      body.insert(1, random() % 2 == 0 ? R"("seconds":5,)" : R"("extra":1,)");
      break;
    case 10:  // random bytes
      for (int n = 1 + random() % 8; n > 0; --n) body.insert(at(), 1, static_cast<char>(random()));
      break;
    default: {  // a value of another field's type, anywhere in the object
      nlohmann::json json = nlohmann::json::parse(seed);
      auto item = std::next(json.begin(), static_cast<long>(random() % json.size()));
      const nlohmann::json others[] = {1,
                                       -7,
                                       2.5,
                                       "text",
                                       true,
                                       nullptr,
                                       nlohmann::json::array(),
                                       nlohmann::json::object(),
                                       {1, 2},
                                       {{"k", "v"}}};
      *item = others[random() % std::size(others)];
      body = json.dump();
    }
  }
  return body;
}

// Every answer a client can get: 2xx, or 4xx with one line of JSON naming the problem.
void expect_sound(int status, const std::string& content_type, const std::string& body,
                  const std::string& request) {
  const std::string shown = request.substr(0, 200);
  ASSERT_TRUE((status >= 200 && status < 300) || (status >= 400 && status < 500))
      << status << " for " << shown << ": " << body;
  if (status >= 400) {
    EXPECT_EQ(content_type, "application/json") << shown;
    ASSERT_TRUE(nlohmann::json::accept(body)) << shown << ": " << body;
    const auto json = nlohmann::json::parse(body);
    ASSERT_TRUE(json.contains("error") && json["error"].is_string()) << body;
    EXPECT_EQ(body.find('\n'), body.size() - 1) << "one line: " << body;
  }
}

TEST(ServerApiFuzz, EveryMutatedBodyIsAnsweredSoundly) {
  std::mt19937 random(20240601);
  Api api;
  int streams = 0;
  for (int i = 0; i < 1500; ++i) {
    const std::string body = mutated(kSeeds[i % kSeeds.size()], random);
    const HttpResponse response = api.handle({"POST", "/api/run", body});
    expect_sound(response.status, response.content_type, response.body, body);
    if (response.status == 200) {
      EXPECT_TRUE(response.stream) << body;
      EXPECT_EQ(response.content_type, "application/x-ndjson");
      ++streams;
    }
    if (HasFatalFailure()) return;
  }
  // The mutations are not all fatal: some requests stay valid (or become other valid ones).
  EXPECT_GT(streams, 0);
  EXPECT_EQ(api.running_searches(), 0) << "a dropped stream gives its slot back";
}

TEST(ServerApiFuzz, OverASocketToo) {
  LiveServer server;
  std::mt19937 random(7);
  for (int i = 0; i < 40; ++i) {
    const std::string body = mutated(kSeeds[i % kSeeds.size()], random);
    RawConnection connection(server.port());
    ASSERT_TRUE(connection.send("POST /api/run HTTP/1.1\r\nHost: " + server.host() +
                                "\r\nContent-Type: application/json\r\nContent-Length: " +
                                std::to_string(body.size()) + "\r\n\r\n" + body));
    const auto response = connection.response(std::chrono::seconds(60));
    ASSERT_TRUE(response) << "no answer to " << body.substr(0, 200);
    const int status = status_of(*response);
    const std::size_t type_at = response->find("Content-Type: ");
    const std::string type =
        type_at == std::string::npos
            ? ""
            : response->substr(type_at + 14, response->find("\r\n", type_at) - type_at - 14);
    // A stream's chunks follow its head: the run is left (the client goes) rather than read.
    expect_sound(status, type, status == 200 ? "" : body_of(*response), body);
    if (HasFatalFailure()) return;
  }
  auto client = server.client();
  const auto still = client.Get("/api/boards/plus");
  ASSERT_TRUE(still);
  EXPECT_EQ(still->status, 200);
}

}  // namespace
}  // namespace puzzlelab::server
