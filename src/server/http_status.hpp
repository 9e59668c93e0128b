// The HTTP status codes the server answers with, named once for every file of the server.
#pragma once

namespace puzzlelab::server::http_status {

inline constexpr int kOk = 200;
inline constexpr int kBadRequest = 400;
inline constexpr int kForbidden = 403;
inline constexpr int kNotFound = 404;
inline constexpr int kMethodNotAllowed = 405;
inline constexpr int kRequestTimeout = 408;
inline constexpr int kLengthRequired = 411;
inline constexpr int kPayloadTooLarge = 413;
inline constexpr int kHeadTooLarge = 431;
inline constexpr int kInternalError = 500;
inline constexpr int kBusy = 503;

}  // namespace puzzlelab::server::http_status
