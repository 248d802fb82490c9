#!/usr/bin/env bash
# What the suite needs from Debian, in one place: `npm run setup:debian` (and `.ci/run`) installs the packages
# missing; `--check` (the first thing `npm test` does) only names them, so a machine without them stops within
# a second rather than minutes into the suite. PREREQ_ROOT looks for them under another root (its test).
set -euo pipefail
root=${PREREQ_ROOT:-}

missing=()
# Debian's Chromium drives the browser tests (never a downloaded browser), with CJK fonts for the zh screens.
[ -x "$root/usr/bin/chromium" ] || missing+=(chromium fonts-noto-cjk)
# The multi-process server test starts a PostgreSQL cluster of its own and needs the server binaries.
compgen -G "$root/usr/lib/postgresql/*/bin/initdb" >/dev/null || missing+=(postgresql)
# The TOTP tests check the server's codes against the standard oathtool.
[ -x "$root/usr/bin/oathtool" ] || missing+=(oathtool)
# The LDAP login's tests and the e2e server run a real OpenLDAP server (server/directory/demo-directory.ts).
[ -x "$root/usr/sbin/slapd" ] || missing+=(slapd)
# The USB-key agent's tests make SoftHSM2 tokens and write certificates on them with OpenSC's pkcs11-tool.
[ -x "$root/usr/bin/softhsm2-util" ] || missing+=(softhsm2)
[ -x "$root/usr/bin/pkcs11-tool" ] || missing+=(opensc)
# pkcs11js (the agent's PKCS#11 binding) compiles with node-gyp during npm ci.
{ [ -x "$root/usr/bin/g++" ] && [ -x "$root/usr/bin/make" ] && [ -x "$root/usr/bin/python3" ]; } ||
  missing+=(build-essential python3)

if [ "${1:-}" = --check ]; then
  [ "${#missing[@]}" -eq 0 ] && exit 0
  echo "The suite needs Debian packages this machine does not have: ${missing[*]}" >&2
  echo "Install them with: npm run setup:debian (as root, or with sudo), then run npm test again." >&2
  exit 1
fi

[ "${#missing[@]}" -eq 0 ] && { echo "Every package the suite needs is installed."; exit 0; }
sudo=()
[ "$(id -u)" -eq 0 ] || sudo=(sudo)
"${sudo[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null
echo "Installed: ${missing[*]}"
