#!/bin/sh
# The official postgres image's entrypoint contract, written anew for the stand-in (README.md):
#   - `postgres [options]` (or only options) runs the server as the postgres user;
#   - on an empty PGDATA: initdb with POSTGRES_USER (default postgres) and the password from
#     POSTGRES_PASSWORD or the file POSTGRES_PASSWORD_FILE names (POSTGRES_INITDB_ARGS passed on),
#     trust on the local socket and loopback, POSTGRES_HOST_AUTH_METHOD (default scram-sha-256)
#     for every other address, POSTGRES_DB created (default: the user's name), then
#     /docker-entrypoint-initdb.d/*.sh, *.sql and *.sql.gz run in order, on a server that
#     listens on the socket only;
#   - the server listens on every address, port 5432 (listen_addresses = '*' in the sample).
# Anything else (sh, pg_dump…) runs as given.
set -eu

first=${1:-}
if [ "${first#-}" != "$first" ]; then set -- postgres "$@"; fi
if [ "${1:-}" != postgres ]; then exec "$@"; fi

# As root: own the directories, then run this script again as postgres.
if [ "$(id -u)" = 0 ]; then
  mkdir -p "$PGDATA" /var/run/postgresql
  chown postgres:postgres "$PGDATA" /var/run/postgresql
  chmod 700 "$PGDATA"
  exec gosu postgres "$0" "$@"
fi

say() { echo "postgres stand-in: $*"; }

if [ ! -s "$PGDATA/PG_VERSION" ]; then
  if [ -n "${POSTGRES_PASSWORD_FILE:-}" ]; then
    [ -r "$POSTGRES_PASSWORD_FILE" ] || { say "cannot read POSTGRES_PASSWORD_FILE=$POSTGRES_PASSWORD_FILE" >&2; exit 1; }
    POSTGRES_PASSWORD=$(cat "$POSTGRES_PASSWORD_FILE")
  fi
  auth=${POSTGRES_HOST_AUTH_METHOD:-scram-sha-256}
  if [ -z "${POSTGRES_PASSWORD:-}" ] && [ "$auth" != trust ]; then
    say "the database is uninitialized and no superuser password is set: set POSTGRES_PASSWORD or POSTGRES_PASSWORD_FILE (or POSTGRES_HOST_AUTH_METHOD=trust)" >&2
    exit 1
  fi
  user=${POSTGRES_USER:-postgres}
  db=${POSTGRES_DB:-$user}

  pwfile=$(mktemp)
  printf '%s\n' "${POSTGRES_PASSWORD:-}" >"$pwfile"
  # Word splitting of POSTGRES_INITDB_ARGS is wanted (several options), as upstream.
  # shellcheck disable=SC2086
  initdb --username="$user" --pwfile="$pwfile" ${POSTGRES_INITDB_ARGS:-}
  rm -f "$pwfile"
  # initdb's own lines trust the local socket and loopback; everyone else authenticates.
  printf '\nhost all all all %s\n' "$auth" >>"$PGDATA/pg_hba.conf"

  # A server on the socket only, for the database and the init scripts.
  pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start
  export PGUSER="$user" PGPASSWORD="${POSTGRES_PASSWORD:-}"
  if [ "$db" != postgres ]; then
    psql -v ON_ERROR_STOP=1 --no-psqlrc --dbname postgres --set db="$db" <<'SQL'
CREATE DATABASE :"db";
SQL
  fi
  for f in $(find /docker-entrypoint-initdb.d -mindepth 1 -maxdepth 1 -type f 2>/dev/null | sort); do
    case "$f" in
      *.sh) if [ -x "$f" ]; then say "running $f"; "$f"; else say "sourcing $f"; . "$f"; fi ;;
      *.sql) say "running $f"; psql -v ON_ERROR_STOP=1 --no-psqlrc --dbname "$db" -f "$f" ;;
      *.sql.gz) say "running $f"; gunzip -c "$f" | psql -v ON_ERROR_STOP=1 --no-psqlrc --dbname "$db" ;;
      *) say "ignoring $f" ;;
    esac
  done
  pg_ctl -D "$PGDATA" -m fast -w stop
  unset PGPASSWORD
  say "initialised $PGDATA (superuser $user, database $db, $auth from the network)"
fi

exec "$@"
