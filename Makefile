# Thin wrapper over CMake presets. Every target installs missing Debian packages first and
# builds only what changed, so running one twice does no work the second time.
PRESET ?= release
BUILD_DIR := build/$(PRESET)
PUZZLELAB := $(BUILD_DIR)/apps/cli/puzzlelab
# `make install` puts the programs under $(DESTDIR)$(PREFIX) (README, "Installing").
PREFIX ?= /usr/local

.PHONY: all deps configure build demo test bench sanitize install format clean

all: build

deps:
	@scripts/install-deps

configure: deps
	@test -f $(BUILD_DIR)/build.ninja || cmake --preset $(PRESET)

build: configure
	@cmake --build --preset $(PRESET)

# The demo needs the program, not the tests and benchmarks `build` makes; puzzlelab-serve too (unless
# configured without the server), so that `puzzlelab serve` works after it like every other
# command the README shows.
demo: configure
	@cmake --build --preset $(PRESET) --target puzzlelab \
	  $$(grep -qiE '^PUZZLELAB_WITH_SERVER:BOOL=(OFF|NO|FALSE|N|0)$$' $(BUILD_DIR)/CMakeCache.txt \
	    || echo puzzlelab-serve)
	@$(PUZZLELAB) peg solve --board english

test: build
	@ctest --preset $(PRESET)

bench: build
	@$(PUZZLELAB) bench
	@$(BUILD_DIR)/bench/puzzlelab_benchmarks --benchmark_min_time=0.2

sanitize:
	@$(MAKE) --no-print-directory PRESET=sanitize test

# What cmake/Install.cmake installs, built alone (not the tests and benchmarks). DESTDIR, for
# staging, is read by cmake --install from the environment.
install: configure
	@cmake --build --preset $(PRESET) --target installable
	@DESTDIR=$(DESTDIR) cmake --install $(BUILD_DIR) --prefix $(PREFIX)

format:
	@find src apps tests bench -name '*.cpp' -o -name '*.hpp' | xargs clang-format -i

clean:
	@rm -rf build
