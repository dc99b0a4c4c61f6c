#!/usr/bin/env bash
# build.sh [OUT_DIR] — compile packages/gg-sandbox-jvm/src into OUT_DIR/gg-sandbox-jvm.jar.
#
# The jar goes FIRST on TeaVM's program classpath: its org/teavm/runtime/ExceptionHandling.class
# (vendored, see src/org/teavm/runtime/ExceptionHandling.java) shadows teavm-core's, and its
# META-INF/services registers gg's TeaVM plugins (MathImports, ThrowableNames).
#
# Compiled by the pinned JDK's javac (pins "jdk": home, or GG_JAVA_HOME) at the pinned --release.
# Inputs: the jars pinned in checkers/java.toolchain.json, fetched by fetch.sh into
# GG_JAVA_TEAVM (default ${GG_CACHE_DIR:-$HOME/.cache/gg}/java/teavm-<version>). Before compiling,
# the upstream ExceptionHandling.java is read from the pinned teavm-core sources jar and its
# sha256 checked against the pin, so the vendored copy is known to be a change of that file.
# The jar is reproducible: fixed entry order and timestamps.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
pins="$here/../../checkers/java.toolchain.json"
out="${1:-$here/target}"
teavm_dir="${GG_JAVA_TEAVM:-$("$here/fetch.sh")}"
[ -n "${GG_JAVA_TEAVM:-}" ] && "$here/fetch.sh" "$teavm_dir" >/dev/null

q() { node -e "const p=JSON.parse(require('fs').readFileSync(process.argv[1],'utf8')); $1" "$pins"; }
cp_jars="$(node -e "const p=JSON.parse(require('fs').readFileSync(process.argv[1],'utf8')); console.log(p.jars.map(j=>process.argv[2]+'/'+j.file).join(':'))" "$pins" "$teavm_dir")"
release="$(q 'console.log(p.jdk.release)')"
feature="$(q 'console.log(p.jdk.feature)')"
java_home="${GG_JAVA_HOME:-$(q 'console.log(p.jdk.home)')}"
javac="$java_home/bin/javac"
[ -x "$javac" ] || { echo "build.sh: no javac at $javac (the pinned JDK $feature; set GG_JAVA_HOME)" >&2; exit 1; }
got_feature="$("$javac" -version 2>&1 | sed -E 's/^javac ([0-9]+).*/\1/')"
[ "$got_feature" = "$feature" ] || { echo "build.sh: $javac is JDK $got_feature, pinned $feature" >&2; exit 1; }

# The vendored file must come from the pinned upstream text.
while read -r path src_file want; do
  got="$(unzip -p "$teavm_dir/build/$src_file" "$path" | sha256sum | cut -c1-64)"
  if [ "$got" != "$want" ]; then
    echo "build.sh: upstream $path in $src_file has sha256 $got, pinned $want" >&2
    exit 1
  fi
done < <(q 'for (const v of p.vendored) { const b = p.build_inputs.find(i => i.coordinates === v.from); console.log(v.path, b.file, v.upstream_sha256); }')

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/classes" "$out"
# Generated sources (gen/*Gen.java, run by the pinned JDK's source launcher) go beside src/.
mkdir -p "$work/gen/gg/internal"
"$java_home/bin/java" -XX:+UseSerialGC -XX:TieredStopAtLevel=1 "$here/gen/SpecialCasingGen.java" \
  >"$work/gen/gg/internal/SpecialCasing.java"
{ find "$here/src" -name '*.java'; echo "$work/gen/gg/internal/SpecialCasing.java"; } | LC_ALL=C sort >"$work/sources.txt"
"$javac" -J-XX:+UseSerialGC -J-XX:TieredStopAtLevel=1 --release "$release" -nowarn -proc:none -g:source,lines \
  -encoding UTF-8 -cp "$cp_jars" -d "$work/classes" @"$work/sources.txt"
cp -r "$here/src/META-INF" "$work/classes/"
mkdir -p "$work/classes/META-INF/licenses"
cp "$here/vendor/LICENSE-teavm" "$work/classes/META-INF/licenses/LICENSE-teavm"
( cd "$work/classes" && find . -type f | LC_ALL=C sort | sed 's|^\./||' >"$work/entries.txt" )
( cd "$work/classes" && "$java_home/bin/jar" --create --file "$work/gg-sandbox-jvm.jar" --date=2020-01-01T00:00:00Z \
    --no-manifest @"$work/entries.txt" )
mv -f "$work/gg-sandbox-jvm.jar" "$out/gg-sandbox-jvm.jar"
echo "$out/gg-sandbox-jvm.jar"
