#!/usr/bin/env bash
# Builds the DocC documentation of every library as a reader gets it, and fails on what a reader
# would trip over: a symbol link, article link or topic in a catalogue (its landing page and its
# articles) that does not resolve, or a link from one catalogue to another's page that does not
# exist in the combined documentation.
#
#   Scripts/docs.sh           check every catalogue; the combined archive is
#                             .build/docs/ScreenModel.doccarchive
#
# Uses the toolchain's own `docc` (no plugin, no dependency): set DOCC to use another. A warning
# from a doc comment in Sources/*.swift fails it too.
set -euo pipefail
cd "$(dirname "$0")/.."


docc=${DOCC:-}
if [ -z "$docc" ]; then
  if command -v docc >/dev/null; then
    docc=docc
  elif command -v xcrun >/dev/null; then
    docc="xcrun docc"
  else
    docc="$(dirname "$(readlink -f "$(command -v swift)")")/docc"
  fi
fi

# The libraries, each after those it depends on.
modules=(ControlModel ValidationManager ScenarioFormat ScenarioEngine ScenarioExplorer
  ScenarioMutation ScenarioLanguageServer ScenarioTesting ScenarioCommand)

out=.build/docs
rm -rf "$out"
mkdir -p "$out"

echo "== symbol graphs (swift package dump-symbol-graph builds the package first)"
graphs=$(swift package dump-symbol-graph 2>&1 | sed -n 's/^Files written to //p' | tail -n 1)
if [ -z "$graphs" ] || [ ! -d "$graphs" ]; then
  echo "error: swift package dump-symbol-graph wrote no symbol graphs" >&2
  exit 1
fi

failed=0
archives=()
for module in "${modules[@]}"; do
  catalogue="Sources/$module/$module.docc"
  if [ ! -d "$catalogue" ]; then
    echo "error: $module has no catalogue at $catalogue" >&2
    failed=1
    continue
  fi
  # Only the module's own graphs: its symbols, and its extensions of other modules' types.
  mkdir -p "$out/graphs/$module"
  cp "$graphs/$module.symbols.json" "$out/graphs/$module/"
  for extension in "$graphs/$module@"*.symbols.json; do
    if [ -e "$extension" ]; then cp "$extension" "$out/graphs/$module/"; fi
  done
  log="$out/$module.log"
  $docc convert "$catalogue" --additional-symbol-graph-dir "$out/graphs/$module" \
    --fallback-display-name "$module" --fallback-bundle-identifier "$module" \
    --output-path "$out/$module.doccarchive" --analyze --ide-console-output >"$log" 2>&1 || {
    cat "$log" >&2
    echo "error: docc could not convert $catalogue" >&2
    failed=1
    continue
  }
  archives+=("$out/$module.doccarchive")
  # A warning about a catalogue's file, with its line or without (an article that a symbol
  # overrides has none).
  ours=$(grep -E "\.docc/[^:]*\.md(:[0-9]+:[0-9]+)?: (warning|error):" "$log" || true)
  others=$(grep -E ": (warning|error):" "$log" | grep -vE "\.docc/[^:]*\.md(:[0-9]+:[0-9]+)?: " ||
    true)
  count_others=$(printf '%s' "$others" | grep -c . || true)
  if [ -n "$ours" ]; then
    echo "$module: the catalogue has warnings:"
    echo "$ours"
    failed=1
  fi
  # A doc comment's link that resolves nowhere is a dead link in Xcode's documentation window
  # too: a symbol of another module is written in code voice (`Screen.load(_:)`), not linked.
  if [ -n "$others" ]; then
    echo "$module: $count_others warnings from doc comments in Sources:"
    echo "$others"
    failed=1
  fi
  if [ -z "$ours" ] && [ -z "$others" ]; then echo "$module: catalogue and doc comments clean"; fi
done

echo "== the combined documentation, and the links between catalogues"
$docc merge "${archives[@]}" --synthesized-landing-page-name ScreenModel \
  --output-path "$out/ScreenModel.doccarchive" >"$out/merge.log" 2>&1 || {
  cat "$out/merge.log" >&2
  echo "error: docc could not merge the archives" >&2
  exit 1
}
# Each link written as a path of the combined documentation must name one of its pages.
while IFS=: read -r file line link; do
  page=$(printf '%s' "${link%%#*}" | tr '[:upper:]' '[:lower:]')
  page=${page%/}
  if [ ! -e "$out/ScreenModel.doccarchive/data$page.json" ]; then
    echo "$file:$line: no page at $link"
    failed=1
  fi
done < <(grep -onE "\]\(/documentation/[^)]*\)" Sources/*/*.docc/*.md Sources/*/*.docc/*/*.md |
  sed -E 's/\]\((.*)\)$/\1/' || true)

if [ "$failed" -ne 0 ]; then
  echo "error: the documentation has problems (see above)" >&2
  exit 1
fi
echo "documentation: every catalogue and link resolves; open $out/ScreenModel.doccarchive"
