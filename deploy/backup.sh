#!/bin/sh
# The database's and the secrets' backup (docker-compose.yml, service `backup`, on the PostgreSQL
# image so that pg_dump matches the server). `schedule`: every day at BACKUP_AT (HH:MM, UTC);
# `now`: once. Each run writes /backups/<UTC date>/db.dump (pg_dump's custom format) and
# secrets/ (the generated secrets: the admin's tokens and the encrypted data need them), then
# keeps the newest BACKUP_KEEP days. The uploads go into the same folder's media/ (service
# `backup-media`, apps/cms/scripts/media-backup.mts). docs/docker.md "Backups" restores them.
set -eu
export PGPASSWORD="$(cat /run/brilla/postgres_password)"

run() {
  day=$(date -u +%Y-%m-%d)
  dir="/backups/$day"
  mkdir -p "$dir/secrets"
  pg_dump -h postgres -U brilla -d brilla --format=custom --file="$dir/db.dump.part"
  mv "$dir/db.dump.part" "$dir/db.dump"
  cp /run/brilla/cms.env /run/brilla/web.env /run/brilla/postgres_password /run/brilla/s3.json "$dir/secrets/"
  chmod -R go-rwx "$dir/secrets"
  echo "[backup] database and secrets written to $day ($(wc -c <"$dir/db.dump") bytes of database)"
  ls -1d /backups/????-??-?? 2>/dev/null | sort -r | tail -n +$((${BACKUP_KEEP:-14} + 1)) | while read -r old; do
    rm -rf "$old" && echo "[backup] removed $old (keeping ${BACKUP_KEEP:-14})"
  done
}

case "${1:-schedule}" in
  now) run ;;
  schedule)
    at="${BACKUP_AT:-02:30}"
    echo "[backup] every day at $at UTC into /backups (keeping ${BACKUP_KEEP:-14})"
    while true; do
      now=$(date -u +%s)
      next=$(date -u -d "$(date -u +%Y-%m-%d) $at" +%s 2>/dev/null || date -u -D '%Y-%m-%d %H:%M' -d "$(date -u +%Y-%m-%d) $at" +%s)
      [ "$next" -le "$now" ] && next=$((next + 86400))
      sleep $((next - now))
      run || echo "[backup] FAILED: the database was not backed up" >&2
    done
    ;;
  *) echo "usage: backup.sh [schedule|now]" >&2; exit 2 ;;
esac
