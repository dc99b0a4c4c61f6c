#!/usr/bin/env bash
# fetch.sh [DEST] — place exactly the jars pinned in checkers/java.toolchain.json in DEST.
#
# The jars are resolved by Maven from Maven Central by their coordinates (a
# generated pom with every pinned artifact as a non-transitive dependency,
# `mvn dependency:copy-dependencies`), never by URL. Each file is checked
# against the sha256 in java.toolchain.json before anything lands in DEST; a
# mismatch refuses the whole fetch and leaves DEST as it was.
#
# DEST defaults to ${GG_CACHE_DIR:-$HOME/.cache/gg}/java/teavm-<version>.
# The build-time inputs (teavm-core's sources jar) go to DEST/build/.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
pins="$here/../../checkers/java.toolchain.json"
[ -f "$pins" ] || { echo "fetch.sh: $pins is missing" >&2; exit 2; }

# One JSON reader for the scripts: node (already a gg build dependency).
read_pins() { node -e "$1" "$pins"; }
teavm_version="$(read_pins 'console.log(JSON.parse(require("fs").readFileSync(process.argv[1],"utf8")).teavm.version)')"
dest="${1:-${GG_CACHE_DIR:-$HOME/.cache/gg}/java/teavm-$teavm_version}"

# "coordinates file sha256 subdir" per line; subdir is "." for the toolchain, "build" for build inputs.
manifest="$(read_pins '
const p = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
for (const j of p.jars) console.log(j.coordinates, j.file, j.sha256, ".");
for (const j of p.build_inputs) console.log(j.coordinates, j.file, j.sha256, "build");')"

# Already there and intact? Then nothing to do.
intact=1
while read -r coords file sum sub; do
  f="$dest/$sub/$file"
  if [ ! -f "$f" ] || [ "$(sha256sum "$f" | cut -c1-64)" != "$sum" ]; then intact=0; break; fi
done <<<"$manifest"
if [ "$intact" = 1 ]; then echo "$dest"; exit 0; fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The generated pom: every pinned artifact, each with its transitive
# dependencies excluded, so Maven copies the pinned set and nothing else.
{
  echo '<project xmlns="http://maven.apache.org/POM/4.0.0"><modelVersion>4.0.0</modelVersion>'
  echo '<groupId>gg.internal</groupId><artifactId>java-toolchain-fetch</artifactId><version>0</version><packaging>pom</packaging>'
  echo '<dependencies>'
  while read -r coords file sum sub; do
    IFS=: read -r g a v c <<<"$coords"
    echo "<dependency><groupId>$g</groupId><artifactId>$a</artifactId><version>$v</version>"
    [ -n "${c:-}" ] && echo "<classifier>$c</classifier>"
    echo '<exclusions><exclusion><groupId>*</groupId><artifactId>*</artifactId></exclusion></exclusions></dependency>'
  done <<<"$manifest"
  echo '</dependencies></project>'
} >"$work/pom.xml"

( cd "$work" && mvn -B -q -f pom.xml dependency:copy-dependencies \
    -DoutputDirectory="$work/jars" -DexcludeTransitive=true -Dmdep.useRepositoryLayout=false ) >"$work/mvn.log" 2>&1 || {
  cat "$work/mvn.log" >&2
  echo "fetch.sh: Maven could not resolve the pinned jars" >&2
  exit 1
}

# Verify every pinned file; refuse on any mismatch or extra file.
bad=0
while read -r coords file sum sub; do
  f="$work/jars/$file"
  if [ ! -f "$f" ]; then echo "fetch.sh: $coords: Maven produced no $file" >&2; bad=1; continue; fi
  got="$(sha256sum "$f" | cut -c1-64)"
  if [ "$got" != "$sum" ]; then
    echo "fetch.sh: $coords: sha256 $got, pinned $sum — refusing" >&2
    bad=1
  fi
done <<<"$manifest"
expected="$(wc -l <<<"$manifest")"
got_count="$(find "$work/jars" -name '*.jar' | wc -l)"
if [ "$got_count" != "$expected" ]; then
  echo "fetch.sh: Maven copied $got_count jars, $expected are pinned — refusing" >&2
  bad=1
fi
[ "$bad" = 0 ] || exit 1

mkdir -p "$dest/build"
while read -r coords file sum sub; do
  install -m 0644 "$work/jars/$file" "$dest/$sub/$file.tmp"
  mv -f "$dest/$sub/$file.tmp" "$dest/$sub/$file"
done <<<"$manifest"
echo "$dest"
