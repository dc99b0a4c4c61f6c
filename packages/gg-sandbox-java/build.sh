#!/usr/bin/env bash
# build.sh [OUT_JAR] — compile gg's Java SDK (src/gg/**) into OUT_JAR, lint its javadoc, and run its
# host-JVM tests (test/ggtest/**).
#
# OUT_JAR defaults to ${TMPDIR:-/tmp}/gg-sandbox-java/java.sdk.jar. Set GG_SDK_SKIP_TESTS=1 to build
# and lint without running the tests.
#
# The JDK and the --release level come from checkers/java.toolchain.json when it exists: "jdk.home"
# (overridden by GG_JAVA_HOME) and "jdk.release". Without that file, or when the named JDK is not
# installed, the javac on PATH is used, at --release 17 when nothing names a level. GG_JAVA_RELEASE
# overrides the level (GG_JAVA_HOME=/usr/lib/jvm/java-17-openjdk-amd64 GG_JAVA_RELEASE=17 checks
# that the SDK still compiles at 17).
#
# Steps, one javac at a time:
#   1. javac -Xlint:all -Werror           the SDK, into a reproducible jar (fixed order and timestamps)
#   2. javac -Xdoclint:all/protected -Werror   the same sources again: a missing @param, @return or
#      @throws, or a comment-less public declaration, is an error. javac's doclint accepts every
#      block tag it does not know, so this pass alone would let a mistyped @ggop through; hence:
#   3. javadoc -Xdoclint:all -Werror -tag ggop:m:…   the one custom tag registered, for methods
#      only, so any other unknown tag (@gop, @ggopp) is an error, and a @ggop on a type or field too.
#   4. javac + java                       test/ggtest against the jar; exits non-zero on a failure.
#      SwitchTest.java and test/teavm/Program.java (pattern switches) are compiled only at --release
#      21 or above.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
pins="$here/../../checkers/java.toolchain.json"
out="${1:-${TMPDIR:-/tmp}/gg-sandbox-java/java.sdk.jar}"
case "$out" in /*) ;; *) out="$PWD/$out" ;; esac

pin() { # pin EXPR: a value from the pins file, or nothing
  [ -f "$pins" ] || return 0
  if command -v jq >/dev/null 2>&1; then
    jq -r "$1 // empty" "$pins"
  else
    node -e "const p=JSON.parse(require('fs').readFileSync(process.argv[1],'utf8')); const v=(p$1); if (v !== undefined && v !== null) console.log(v)" "$pins"
  fi
}
release="${GG_JAVA_RELEASE:-$(pin .jdk.release)}"
release="${release:-17}"
java_home="${GG_JAVA_HOME:-$(pin .jdk.home)}"
if [ -n "$java_home" ] && [ -x "$java_home/bin/javac" ]; then
  bin="$java_home/bin/"
else
  [ -n "$java_home" ] && echo "build.sh: no JDK at $java_home; using the javac on PATH" >&2
  command -v javac >/dev/null 2>&1 || { echo "build.sh: no javac (set GG_JAVA_HOME)" >&2; exit 1; }
  bin=""
fi
echo "build.sh: $("${bin}javac" -version 2>&1), --release $release" >&2

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/classes" "$work/doclint" "$work/tests" "$(dirname "$out")"
( cd "$here/src" && find . -name '*.java' | LC_ALL=C sort | sed 's|^\./||' ) >"$work/sources.txt"
jflags=(-J-XX:+UseSerialGC -J-XX:TieredStopAtLevel=1 --release "$release" -encoding UTF-8 -proc:none)

# 1. The SDK.
( cd "$here/src" && "${bin}javac" "${jflags[@]}" -Xlint:all -Werror -g:source,lines -d "$work/classes" @"$work/sources.txt" )
( cd "$work/classes" && find . -type f | LC_ALL=C sort | sed 's|^\./||' >"$work/entries.txt" &&
  "${bin}jar" --create --file "$work/sdk.jar" --date=2020-01-01T00:00:00Z --no-manifest @"$work/entries.txt" )
mv -f "$work/sdk.jar" "$out"

# 2. javac's doclint.
( cd "$here/src" && "${bin}javac" "${jflags[@]}" -Xdoclint:all/protected -Werror -d "$work/doclint" @"$work/sources.txt" )

# 3. javadoc's doclint, with @ggop registered.
"${bin}javadoc" -J-XX:+UseSerialGC --release "$release" -encoding UTF-8 -quiet -protected -Xdoclint:all -Werror \
  -tag 'ggop:m:Operation:' -d "$work/javadoc" -sourcepath "$here/src" -subpackages gg >"$work/javadoc.log" 2>&1 ||
  { cat "$work/javadoc.log" >&2; echo "build.sh: javadoc lint failed" >&2; exit 1; }

# 4. The tests.
if [ "${GG_SDK_SKIP_TESTS:-}" != "1" ]; then
  if [ "$release" -ge 21 ]; then
    find "$here/test" -name '*.java' | LC_ALL=C sort >"$work/tests.txt"
  else
    find "$here/test" -name '*.java' ! -name SwitchTest.java ! -path '*/test/teavm/*' | LC_ALL=C sort >"$work/tests.txt"
  fi
  "${bin}javac" "${jflags[@]}" -Xlint:all -Werror -cp "$out" -d "$work/tests" @"$work/tests.txt"
  "${bin}java" -XX:+UseSerialGC -ea -cp "$out:$work/tests" ggtest.Main "$here/src"
fi
echo "$out"
