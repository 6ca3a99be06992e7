#!/usr/bin/env bash
# Runs every check and test of jantaku, installing what they need first.
# This is the command CI runs (.ci/run calls it).
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$*"; }

# need_packages installs the Debian packages whose command is missing:
# pairs of "command-path package".
need_packages() {
	local missing=()
	while [ $# -gt 0 ]; do
		# shellcheck disable=SC2086 # $1 may be a glob
		if ! ls $1 >/dev/null 2>&1; then missing+=("$2"); fi
		shift 2
	done
	[ ${#missing[@]} -eq 0 ] && return 0
	local sudo=()
	[ "$(id -u)" -ne 0 ] && sudo=(sudo)
	echo "installing ${missing[*]}"
	"${sudo[@]}" apt-get update -q
	DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
}

step "packages: postgresql, chromium"
need_packages '/usr/lib/postgresql/*/bin/initdb' postgresql /usr/bin/chromium chromium

# A throw-away PostgreSQL server in a temp directory, listening only on a
# private Unix socket, with trust auth; stopped at exit. As root it runs as
# the postgres user (PostgreSQL refuses to run as root).
step "postgresql: throw-away server"
pgbin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
pgdir=$(mktemp -d /tmp/jantaku-pg.XXXXXX)
as_pg=()
if [ "$(id -u)" -eq 0 ]; then
	chown postgres: "$pgdir"
	as_pg=(runuser -u postgres --)
fi
stop_pg() {
	"${as_pg[@]}" "$pgbin/pg_ctl" -D "$pgdir/data" -m immediate stop >/dev/null 2>&1 || true
	rm -rf "$pgdir"
}
trap stop_pg EXIT
"${as_pg[@]}" "$pgbin/initdb" -D "$pgdir/data" -A trust -U jantaku --no-sync >"$pgdir/initdb.log" 2>&1 ||
	{ cat "$pgdir/initdb.log"; exit 1; }
"${as_pg[@]}" "$pgbin/pg_ctl" -D "$pgdir/data" -l "$pgdir/server.log" -w \
	-o "-k $pgdir -c listen_addresses= -p 5432 -c fsync=off -c max_connections=200" start >/dev/null ||
	{ cat "$pgdir/server.log"; exit 1; }
"$pgbin/createdb" -h "$pgdir" -p 5432 -U jantaku jantaku_test
export JANTAKU_TEST_POSTGRES="postgres://jantaku@/jantaku_test?host=$pgdir&port=5432"
echo "JANTAKU_TEST_POSTGRES=$JANTAKU_TEST_POSTGRES"

step "gofmt"
unformatted=$(gofmt -l $(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))
if [ -n "$unformatted" ]; then
	echo "gofmt would change:"; echo "$unformatted"; exit 1
fi

step "go vet"
go vet ./...

step "staticcheck"
go run honnef.co/go/tools/cmd/staticcheck@v0.8.2 ./...

# The repository must carry everything its tests read. A copy of the
# checkout (its tracked and new files) in a temporary directory, with nothing
# of the project's above it, runs the tests that read golden data; a test
# that reaches outside the repository fails here.
step "golden-data tests in a copy with nothing above it"
copydir=$(mktemp -d /tmp/jantaku-copy.XXXXXX)
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
	git ls-files -z --cached --others --exclude-standard | tar --null -T - -cf - | tar -C "$copydir" -xf -
else
	cp -a . "$copydir"
fi
(cd "$copydir" && go test -count=1 ./hand/shanten ./variant/riichi ./variant/riichi/tenhou)
rm -rf "$copydir"

step "tests too slow for the race detector"
go test -count=1 -run 'TestHumanAgreementTopRoom|TestSearchCalibration' ./bot

step "go test -race"
go test -race -count=1 -timeout 20m ./...

step "jantaku sim: 1,000 riichi games with every invariant checked"
simout=$(mktemp)
go run ./cmd/jantaku sim --variant riichi --games 1000 --seed 1 >"$simout" || { cat "$simout"; exit 1; }
head -n 5 "$simout"
