#!/usr/bin/env bash
# signatures.sh OUT.json — reflects the Java SDK's catalogue with javadoc and gg's doclet
# (doclet/GgDoclet.java) from the SDK's own documentation: modules with their import lines,
# functions with their @ggop operation and @throws list, types. Uses the pinned JDK
# (checkers/java.toolchain.json, GG_JAVA_HOME to override) at the pinned --release.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="${1:?usage: signatures.sh OUT.json}"
case "$out" in /*) ;; *) out="$PWD/$out" ;; esac
pins="$here/../../checkers/java.toolchain.json"
pin() { node -e "const p=JSON.parse(require('fs').readFileSync(process.argv[1],'utf8')); console.log($1)" "$pins"; }
java_home="${GG_JAVA_HOME:-$(pin 'p.jdk.home')}"
release="$(pin 'p.jdk.release')"
[ -x "$java_home/bin/javadoc" ] || { echo "signatures.sh: no javadoc at $java_home (set GG_JAVA_HOME)" >&2; exit 1; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
"$java_home/bin/javac" -d "$work/doclet" "$here/doclet/GgDoclet.java"
"$java_home/bin/javadoc" -quiet --release "$release" -docletpath "$work/doclet" -doclet GgDoclet \
  -J-Dgg.out="$work/catalogue.json" -sourcepath "$here/src" -subpackages gg -exclude gg.internal >&2
mv "$work/catalogue.json" "$out"
