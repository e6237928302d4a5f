# Stand-in for postgres:15 where no container registry answers (scripts/base-images.sh): Debian's
# postgresql-15, and an entrypoint that honours POSTGRES_USER, POSTGRES_PASSWORD and POSTGRES_DB
# and initialises PGDATA on the first start, as the official image does.
FROM gestion-base/debian:bookworm
# No cluster from the package's postinst: the entrypoint makes one in PGDATA, owned by the volume.
RUN mkdir -p /etc/postgresql-common/createcluster.d \
 && echo 'create_main_cluster = false' > /etc/postgresql-common/createcluster.d/no-main.conf \
 && apt-get update \
 && apt-get install -y --no-install-recommends postgresql-15 \
 && rm -rf /var/lib/apt/lists/*
ENV PATH=/usr/lib/postgresql/15/bin:$PATH PGDATA=/var/lib/postgresql/data
COPY postgres-entrypoint.sh /usr/local/bin/docker-entrypoint.sh
ENTRYPOINT ["docker-entrypoint.sh"]
# PostgreSQL's "fast" shutdown, as the official image.
STOPSIGNAL SIGINT
EXPOSE 5432
CMD ["postgres"]
