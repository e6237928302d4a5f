ALTER TABLE "row_counts" ADD COLUMN "version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every statement that writes a registered table bumps its version first (BEFORE: the counter's
-- row lock is then taken before any of the table's row locks, in the same order by every writer,
-- so two writers cannot deadlock over it). The version is transactional: a reader sees it move
-- exactly when it sees the writer's rows, so one version is one set of rows in one order
-- (lib/page-bookmarks.ts reuses where a page started while it holds).
CREATE FUNCTION row_counts_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE row_counts SET version = version + 1 WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION row_counts_version_register(tbl text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('CREATE TRIGGER %I BEFORE INSERT OR UPDATE OR DELETE ON %I FOR EACH STATEMENT EXECUTE FUNCTION row_counts_bump()', tbl || '_version', tbl);
  EXECUTE format('CREATE TRIGGER %I BEFORE TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION row_counts_bump()', tbl || '_version_trunc', tbl);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION row_counts_register(tbl text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('LOCK TABLE %I IN SHARE ROW EXCLUSIVE MODE', tbl);
  EXECUTE format('INSERT INTO row_counts (table_name, n) SELECT %L, count(*) FROM %I', tbl, tbl);
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_track()', tbl || '_count_ins', tbl);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_track()', tbl || '_count_del', tbl);
  EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION row_counts_track()', tbl || '_count_trunc', tbl);
  PERFORM row_counts_version_register(tbl);
END $$;
--> statement-breakpoint
SELECT row_counts_version_register(table_name) FROM row_counts;
