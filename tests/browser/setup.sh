#!/usr/bin/env bash
# Test fixture for the browser tests: makes sure Debian's chromium is installed (installing it
# when running as root) and installs playwright-core from npm into MODULES_DIR (the build tree,
# so the source tree stays clean). A second run does no work.
# Usage: setup.sh SOURCE_DIR/tests/browser MODULES_DIR
set -euo pipefail
source_dir=$1
modules_dir=$2

if ! command -v chromium > /dev/null; then
  if ((EUID != 0)); then
    echo "browser setup: chromium is missing; run scripts/install-deps as root" >&2
    exit 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends chromium
fi

mkdir -p "$modules_dir"
if ! cmp -s "$source_dir/package.json" "$modules_dir/package.json" ||
  [[ ! -d "$modules_dir/node_modules/playwright-core" ]]; then
  cp "$source_dir/package.json" "$modules_dir/package.json"
  # playwright-core needs no browser download: the tests launch /usr/bin/chromium.
  (cd "$modules_dir" && npm install --no-audit --no-fund --loglevel=error)
fi
echo "browser setup: $(chromium --version 2> /dev/null | head -1), playwright-core in $modules_dir"
