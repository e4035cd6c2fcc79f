#!/bin/sh
# The image's entrypoint: runs its command (the server, or `npm run leads ...` given to
# `docker compose run app`) with the off-site copy's SFTP key that compose.yaml's backup-key
# service left in /run/backup-key, unless BACKUP_SFTP_KEY_FILE names another file. exec keeps
# the command as PID 1, so SIGTERM reaches the server directly.
if [ -z "${BACKUP_SFTP_KEY_FILE:-}" ] && [ -f /run/backup-key/backup_sftp_key ]; then
  export BACKUP_SFTP_KEY_FILE=/run/backup-key/backup_sftp_key
fi
exec "$@"
