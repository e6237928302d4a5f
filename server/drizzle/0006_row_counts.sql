-- Exact row counts of the listed tables, kept by statement-level triggers (one update per
-- statement, however many rows it touches): an unfiltered list reads its count from one row
-- instead of scanning the table (lib/pagination.ts, db/schema/system.ts row_counts).
CREATE FUNCTION row_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE row_counts SET n = n + (SELECT count(*) FROM new_rows) WHERE table_name = TG_TABLE_NAME;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE row_counts SET n = n - (SELECT count(*) FROM old_rows) WHERE table_name = TG_TABLE_NAME;
  ELSE
    UPDATE row_counts SET n = 0 WHERE table_name = TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION row_counts_register(tbl text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('LOCK TABLE %I IN SHARE ROW EXCLUSIVE MODE', tbl);
  EXECUTE format('INSERT INTO row_counts (table_name, n) SELECT %L, count(*) FROM %I', tbl, tbl);
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_track()', tbl || '_count_ins', tbl);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_track()', tbl || '_count_del', tbl);
  EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION row_counts_track()', tbl || '_count_trunc', tbl);
END $$;
--> statement-breakpoint
SELECT row_counts_register('users');
--> statement-breakpoint
SELECT row_counts_register('groups');
--> statement-breakpoint
SELECT row_counts_register('unidades_medida');
