#!/bin/sh
# The streaming replica: on its first start it copies the primary (pg_basebackup -R writes standby.signal and
# primary_conninfo), then runs as a hot standby that reports, the dashboard and exports read.
set -e
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  until pg_isready -h primary -U "$POSTGRES_USER"; do sleep 1; done
  mkdir -p "$PGDATA" && chown postgres:postgres "$PGDATA" && chmod 0700 "$PGDATA"
  # as the postgres user (the image's gosu), so the copied files belong to the server that runs them
  gosu postgres env PGPASSWORD="$REPLICATION_PASSWORD" pg_basebackup -h primary -U replicator -D "$PGDATA" -R -X stream -S replica_1 -P
fi
exec docker-entrypoint.sh postgres -c hot_standby=on -c hot_standby_feedback=on
