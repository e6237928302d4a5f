#!/bin/sh
# The official postgres image's contract, the part docker-compose.yml uses: on the first start an
# empty PGDATA becomes a cluster whose superuser is POSTGRES_USER (password POSTGRES_PASSWORD,
# scram-sha-256 over the network) with the database POSTGRES_DB; later starts reuse it.
set -eu
as_postgres() { setpriv --reuid=postgres --regid=postgres --init-groups "$@"; }

if [ "${1:-}" = postgres ]; then
  mkdir -p "$PGDATA" /var/run/postgresql
  chown postgres:postgres "$PGDATA" /var/run/postgresql
  chmod 700 "$PGDATA"
  if [ ! -s "$PGDATA/PG_VERSION" ]; then
    : "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD is required for a new database}"
    user="${POSTGRES_USER:-postgres}"
    db="${POSTGRES_DB:-$user}"
    pwfile="$(mktemp)"
    printf '%s\n' "$POSTGRES_PASSWORD" > "$pwfile"
    chown postgres "$pwfile"
    as_postgres initdb -D "$PGDATA" -U "$user" --pwfile="$pwfile" -E UTF8 --locale=C.UTF-8 \
      --auth-local=trust --auth-host=scram-sha-256 >/dev/null
    rm -f "$pwfile"
    echo "listen_addresses = '*'" >> "$PGDATA/postgresql.conf"
    echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
    if [ "$db" != postgres ]; then
      as_postgres pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start >/dev/null
      as_postgres psql -q -v ON_ERROR_STOP=1 -U "$user" -d postgres -c "CREATE DATABASE \"$db\""
      as_postgres pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
    fi
    echo "PostgreSQL: base de datos \"$db\" creada en $PGDATA"
  fi
  exec setpriv --reuid=postgres --regid=postgres --init-groups "$@"
fi
exec "$@"
