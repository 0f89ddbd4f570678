#!/usr/bin/env bash
# Rebuilds third_party/go-app from upstream go-app v9.8.0 and go-app.patch:
# the module as the Go module proxy serves it, trimmed to the packages the
# site uses (pkg/app, pkg/errors, pkg/logs) with its go.mod, go.sum,
# LICENSE and README.md, then patched. Writes the tree into DIR (default:
# third_party/go-app, replaced). TestVendoredGoApp checks that the
# committed tree is exactly this.
#
# To move to another go-app version: set VERSION, run this script, build
# and test (make test); where the patch no longer applies, edit the new
# tree and make the patch again with
#   diff -ruN --exclude=... <upstream trimmed> third_party/go-app
# (paths a/ and b/ relative to the module's root, as go-app.patch has them).
set -euo pipefail

VERSION=${VERSION:-v9.8.0}
here=$(cd "$(dirname "$0")" && pwd)
dest=${1:-$here/go-app}
patchfile=$here/go-app.patch

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The module's directory in the module cache (downloaded from the proxy
# when missing), asked of a throwaway module so that no go.mod of the
# project is touched.
(cd "$work" && go mod init rebuild >/dev/null 2>&1)
upstream=$(cd "$work" && GOFLAGS=-mod=mod go mod download -json "github.com/maxence-charriere/go-app/v9@$VERSION" |
	sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')
if [ -z "$upstream" ] || [ ! -d "$upstream" ]; then
	echo "rebuild-go-app: go-app $VERSION could not be downloaded" >&2
	exit 1
fi

tree=$work/go-app
mkdir -p "$tree/pkg"
cp "$upstream/go.mod" "$upstream/go.sum" "$upstream/LICENSE" "$upstream/README.md" "$tree/"
cp -R "$upstream/pkg/app" "$upstream/pkg/errors" "$upstream/pkg/logs" "$tree/pkg/"
chmod -R u+w "$tree" # the module cache is read-only
# git apply works outside a repository like patch(1), which a fresh machine
# may lack; $work is outside every repository.
(cd "$tree" && git apply -p1 "$patchfile")

rm -rf "$dest"
mkdir -p "$(dirname "$dest")"
cp -R "$tree" "$dest"
echo "go-app $VERSION + go-app.patch written to $dest"
