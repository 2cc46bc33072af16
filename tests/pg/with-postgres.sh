#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster of its own:
#
#   tests/pg/with-postgres.sh COMMAND [ARGS...]
#
# initdb's a cluster in a new temporary folder, starts it listening only on a
# Unix socket in that folder (no TCP port, so nothing else on the machine can
# reach it or clash with it), creates the superuser role gpa_test and the
# database gpa_test (every role logs in without a password but gpa_password,
# which must give one), exports
#
#   GPA_TEST_PG_URL   postgresql:///gpa_test?host=<folder>&port=<port>&user=gpa_test
#   GPA_TEST_PG_HOST  the socket folder      GPA_TEST_PG_PORT  the port number
#
# runs the command, and always stops the server and deletes the folder (also
# when the command fails or the script is interrupted). The command's exit
# status is the script's. Run as root (a container), the server runs as the
# unprivileged user "postgres" (or "nobody"): PostgreSQL refuses root.
set -euo pipefail

if (($# == 0)); then
    echo "usage: $0 COMMAND [ARGS...]" >&2
    exit 2
fi

bindir=""
for candidate in /usr/lib/postgresql/*/bin; do
    [[ -x $candidate/initdb ]] && bindir=$candidate
done
if [[ -z $bindir ]]; then
    echo "with-postgres: no PostgreSQL server binaries (apt-get install postgresql)" >&2
    exit 77
fi

dir=$(mktemp -d "${TMPDIR:-/tmp}/gpa-pg.XXXXXX")
as=()
if [[ $(id -u) -eq 0 ]]; then
    owner=postgres
    id "$owner" >/dev/null 2>&1 || owner=nobody
    chown "$owner" "$dir"
    as=(setpriv --reuid="$owner" --regid="$(id -g "$owner")" --clear-groups --)
fi

stop() {
    local status=$?
    if [[ -f $dir/data/postmaster.pid ]]; then
        "${as[@]}" "$bindir/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true
    fi
    rm -rf "$dir"
    exit "$status"
}
trap stop EXIT
trap 'exit 130' INT TERM

# The socket's name carries the port: any number works in a private folder.
port=$((20000 + RANDOM % 20000))
"${as[@]}" "$bindir/initdb" -D "$dir/data" -U gpa_test --auth=trust -E UTF8 --locale=C.UTF-8 \
    >"$dir/initdb.log" 2>&1 || {
    cat "$dir/initdb.log" >&2
    exit 1
}
# One role must give a password (the tests of remembered passwords): its
# line comes before initdb's "trust" lines, which serve every other role.
hba=$dir/data/pg_hba.conf
{ echo "local all gpa_password scram-sha-256"; cat "$hba"; } >"$hba.new"
cat "$hba.new" >"$hba" && rm -f "$hba.new"
chmod 0777 "$dir" # the tests (root or not) reach the socket
"${as[@]}" "$bindir/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
    -o "-c listen_addresses='' -c unix_socket_directories='$dir' -p $port -c fsync=off \
        -c max_connections=60 -c shared_buffers=32MB" start >/dev/null || {
    cat "$dir/server.log" >&2
    exit 1
}
"$bindir/psql" -h "$dir" -p "$port" -U gpa_test -d postgres -v ON_ERROR_STOP=1 -q \
    -c "CREATE DATABASE gpa_test"

export GPA_TEST_PG_HOST=$dir
export GPA_TEST_PG_PORT=$port
export GPA_TEST_PG_URL="postgresql:///gpa_test?host=$dir&port=$port&user=gpa_test"
export GPA_TEST_PG_BIN=$bindir
set +e
"$@"
status=$?
set -e
if ((status != 0)) && [[ -f $dir/server.log ]]; then
    echo "with-postgres: the command failed ($status); the server's log:" >&2
    tail -n 30 "$dir/server.log" >&2
fi
exit "$status"
