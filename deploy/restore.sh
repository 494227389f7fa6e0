#!/bin/sh
# Restores a backup (docs/docker.md "Backups") into this project, from the repository's root:
#   deploy/restore.sh backups/2026-11-26
# The same compose files as the running project (COMPOSE_FILE in .env, or the environment). Puts
# the secrets back first (the encrypted data and the admins' tokens need them), then the database
# (replacing what is there) and the uploads, and starts everything again.
set -eu
[ $# -eq 1 ] || { echo "usage: deploy/restore.sh <backup folder, e.g. backups/2026-11-26>" >&2; exit 2; }
dir=$(cd "$1" && pwd)
for part in db.dump secrets/cms.env media; do
  [ -e "$dir/$part" ] || { echo "restore: $dir/$part is missing: is this a backup folder?" >&2; exit 1; }
done

echo "restore: stopping the apps"
docker compose stop proxy web cms backup backup-media >/dev/null 2>&1 || true

echo "restore: secrets"
docker compose run --rm --no-deps -v "$dir/secrets:/restore:ro" --entrypoint sh secrets \
  -c 'cp /restore/* /run/brilla/ && chmod 644 /run/brilla/*'

echo "restore: database"
docker compose up -d postgres
for _ in $(seq 1 60); do
  docker compose exec -T postgres pg_isready -U brilla -d brilla >/dev/null 2>&1 && break
  sleep 2
done
docker compose exec -T postgres sh -c \
  'PGPASSWORD="$(cat /run/brilla/postgres_password)" pg_restore -h 127.0.0.1 -U brilla -d brilla --clean --if-exists --no-owner' \
  <"$dir/db.dump"

echo "restore: uploads"
# The project's store, unless the uploads live in an external S3 (no `s3` service then).
if docker compose up -d s3 >/dev/null 2>&1; then
  for _ in $(seq 1 60); do
    docker compose exec -T s3 wget -q -O /dev/null http://127.0.0.1:8333/status >/dev/null 2>&1 && break
    sleep 2
  done
fi
docker compose run --rm --no-deps -v "$dir/media:/restore:ro" backup-media \
  node scripts/media-backup.mts restore /restore

echo "restore: starting everything"
docker compose up -d
echo "restore: done ($dir)"
