# Thin wrapper over CMake presets. Every target installs missing Debian packages first and
# builds only what changed, so running one twice does no work the second time.
PRESET ?= release
BUILD_DIR := build/$(PRESET)
PUZZLELAB := $(BUILD_DIR)/apps/cli/puzzlelab

.PHONY: all deps configure build demo test bench sanitize format clean

all: build

deps:
	@scripts/install-deps

configure: deps
	@test -f $(BUILD_DIR)/build.ninja || cmake --preset $(PRESET)

build: configure
	@cmake --build --preset $(PRESET)

# The demo needs the program alone, not the tests and benchmarks `build` makes.
demo: configure
	@cmake --build --preset $(PRESET) --target puzzlelab
	@$(PUZZLELAB) peg solve --board english

test: build
	@ctest --preset $(PRESET)

bench: build
	@$(PUZZLELAB) bench
	@$(BUILD_DIR)/bench/puzzlelab_benchmarks --benchmark_min_time=0.2

sanitize:
	@$(MAKE) --no-print-directory PRESET=sanitize test

format:
	@find src apps tests bench -name '*.cpp' -o -name '*.hpp' | xargs clang-format -i

clean:
	@rm -rf build
