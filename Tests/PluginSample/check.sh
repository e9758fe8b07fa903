#!/usr/bin/env bash
# The build tool plugin, as a user meets it: a target whose scenario files are right builds; a
# target with a typo fails `swift build`, with the error at FILE:LINE:COL and its did-you-mean.
set -euo pipefail
cd "$(dirname "$0")"
log=$(mktemp)
trap 'rm -f "$log"' EXIT

fail() {
  echo "error: $1" >&2
  cat "$log" >&2
  exit 1
}

echo "-- a target with a right scenario file builds"
swift build --target SignIn >"$log" 2>&1 || fail "SignIn should build"
grep -q "Checking 1 scenario file of SignIn" "$log" || fail "SignIn's scenario file was not checked"

echo "-- a typo fails swift build at its place"
if swift build --target SignUp >"$log" 2>&1; then fail "SignUp's typo should fail the build"; fi
file="$PWD/Sources/SignUp/sign-up.scenario"
expected="$file:20:8: error: unknown field 'pasword'; did you mean 'password'?"
grep -qxF "$expected" "$log" || fail "the build did not print: $expected"
# A secure field's text is masked in the build's output too.
grep -qxF '    type pasword "•••••"' "$log" || fail "the source line is not shown masked"
if grep -q "short" "$log"; then fail "the secure field's text appears in the build's output"; fi
echo "-- and in a file of a screen built in Swift, checked against its listing"
if swift build --target Settings >"$log" 2>&1; then fail "Settings' typo should fail the build"; fi
file="$PWD/Sources/Settings/settings.scenario"
expected="$file:6:10: error: unknown switch 'notifcations'; did you mean 'notifications'?"
grep -qxF "$expected" "$log" || fail "the build did not print: $expected"

echo "-- and swift build fails"
if swift build >"$log" 2>&1; then fail "swift build should fail"; fi
echo "plugin sample: ok"
