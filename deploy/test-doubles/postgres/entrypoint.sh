#!/bin/sh
# The official postgres image's contract, as far as the compose files use it: a first start on an
# empty data directory runs initdb with POSTGRES_USER and the password (POSTGRES_PASSWORD or the
# file POSTGRES_PASSWORD_FILE names), creates POSTGRES_DB, then the server runs as `postgres`,
# listening on every address, scram-sha-256 from the network, trust on the local socket.
set -eu
if [ "${1:-}" != postgres ]; then exec "$@"; fi
shift
mkdir -p "$PGDATA" /var/run/postgresql
chown postgres:postgres "$PGDATA" /var/run/postgresql
chmod 700 "$PGDATA"
user=${POSTGRES_USER:-postgres}
db=${POSTGRES_DB:-$user}
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  if [ -n "${POSTGRES_PASSWORD_FILE:-}" ]; then password=$(cat "$POSTGRES_PASSWORD_FILE"); else password=${POSTGRES_PASSWORD:-}; fi
  [ -n "$password" ] || { echo "postgres: POSTGRES_PASSWORD or POSTGRES_PASSWORD_FILE is required" >&2; exit 1; }
  pwfile=$(mktemp); printf '%s\n' "$password" >"$pwfile"; chown postgres "$pwfile"
  gosu postgres initdb -D "$PGDATA" -U "$user" --pwfile="$pwfile" --auth-local=trust --auth-host=scram-sha-256 >/dev/null
  rm -f "$pwfile"
  echo "host all all all scram-sha-256" >>"$PGDATA/pg_hba.conf"
  if [ "$db" != postgres ]; then
    gosu postgres postgres --single -D "$PGDATA" postgres >/dev/null <<SQL
CREATE DATABASE "$db" OWNER "$user";
SQL
  fi
  echo "postgres: initialised $PGDATA (user $user, database $db)"
fi
exec gosu postgres postgres -D "$PGDATA" -c listen_addresses='*' "$@"
