// Which Host and Origin headers the server answers to, for each kind of address it listens on.
#include "server/host_check.hpp"

#include <gtest/gtest.h>

namespace puzzlelab::server {
namespace {

TEST(ServerHostCheck, LoopbackAnswersToLoopbackNamesWithItsPort) {
  for (const char* bound : {"127.0.0.1", "localhost", "::1"}) {
    const HostCheck check(bound, 8080);
    EXPECT_TRUE(check.allows_host("127.0.0.1:8080")) << bound;
    EXPECT_TRUE(check.allows_host("localhost:8080")) << bound;
    EXPECT_TRUE(check.allows_host("LocalHost:8080")) << bound;
    EXPECT_TRUE(check.allows_host("[::1]:8080")) << bound;
    EXPECT_FALSE(check.allows_host("127.0.0.1:8081")) << bound;
    EXPECT_FALSE(check.allows_host("127.0.0.1")) << bound;  // port 80 is not this one
    EXPECT_FALSE(check.allows_host("evil.example:8080")) << bound;
    EXPECT_FALSE(check.allows_host("localhost.evil.example:8080")) << bound;
    EXPECT_FALSE(check.allows_host("192.168.1.5:8080")) << bound;
    EXPECT_FALSE(check.allows_host("")) << bound;
    EXPECT_FALSE(check.allows_host(":8080")) << bound;
    EXPECT_FALSE(check.allows_host("127.0.0.1:8080x")) << bound;
    EXPECT_TRUE(check.allows_origin("http://127.0.0.1:8080")) << bound;
    EXPECT_TRUE(check.allows_origin("http://localhost:8080")) << bound;
    EXPECT_FALSE(check.allows_origin("https://127.0.0.1:8080")) << bound;
    EXPECT_FALSE(check.allows_origin("http://evil.example:8080")) << bound;
    EXPECT_FALSE(check.allows_origin("http://evil.example")) << bound;
    EXPECT_FALSE(check.allows_origin("null")) << bound;
    EXPECT_FALSE(check.allows_origin("http://127.0.0.1:8080/path")) << bound;
  }
}

TEST(ServerHostCheck, PortEightyMayBeLeftOut) {
  const HostCheck check("127.0.0.1", 80);
  EXPECT_TRUE(check.allows_host("127.0.0.1"));
  EXPECT_TRUE(check.allows_host("[::1]"));
  EXPECT_TRUE(check.allows_host("localhost:80"));
  EXPECT_TRUE(check.allows_origin("http://localhost"));
  EXPECT_FALSE(check.allows_host("evil.example"));
}

TEST(ServerHostCheck, AnotherAddressAnswersToItselfOnly) {
  const HostCheck check("192.168.1.5", 9000);
  EXPECT_TRUE(check.allows_host("192.168.1.5:9000"));
  EXPECT_TRUE(check.allows_origin("http://192.168.1.5:9000"));
  EXPECT_FALSE(check.allows_host("127.0.0.1:9000"));
  EXPECT_FALSE(check.allows_host("192.168.1.6:9000"));
  EXPECT_FALSE(check.allows_host("evil.example:9000"));
  const HostCheck named("puzzles.lan", 9000);
  EXPECT_TRUE(named.allows_host("Puzzles.LAN:9000"));
  EXPECT_FALSE(named.allows_host("other.lan:9000"));
  const HostCheck v6("fe80::1", 9000);
  EXPECT_TRUE(v6.allows_host("[fe80::1]:9000"));
}

TEST(ServerHostCheck, EveryAddressAnswersToAddressesNotNames) {
  for (const char* bound : {"0.0.0.0", "::"}) {
    const HostCheck check(bound, 8080);
    EXPECT_TRUE(check.allows_host("192.168.1.5:8080")) << bound;
    EXPECT_TRUE(check.allows_host("10.0.0.7:8080")) << bound;
    EXPECT_TRUE(check.allows_host("[2001:db8::5]:8080")) << bound;
    EXPECT_TRUE(check.allows_host("localhost:8080")) << bound;
    EXPECT_TRUE(check.allows_origin("http://192.168.1.5:8080")) << bound;
    // A DNS name may be made to point anywhere: that is the rebinding attack.
    EXPECT_FALSE(check.allows_host("evil.example:8080")) << bound;
    EXPECT_FALSE(check.allows_origin("http://evil.example:8080")) << bound;
    EXPECT_FALSE(check.allows_host("192.168.1.5:8081")) << bound;
    EXPECT_FALSE(check.allows_host("[2001:db8::zz]:8080")) << bound;
  }
}

}  // namespace
}  // namespace puzzlelab::server
