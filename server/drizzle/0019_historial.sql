CREATE TABLE "historial" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "historial_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"usuario_id" integer,
	"usuario_username" varchar(150) NOT NULL,
	"accion" varchar(40) NOT NULL,
	"objeto_tipo" varchar(60) NOT NULL,
	"objeto_id" varchar(100) NOT NULL,
	"objeto_repr" varchar(300) NOT NULL,
	"cambios" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"detalle" jsonb,
	"search_text" text GENERATED ALWAYS AS (lower(immutable_unaccent("objeto_repr" || ' ' || "usuario_username"))) STORED NOT NULL
);
--> statement-breakpoint
CREATE INDEX "historial_fecha_id_idx" ON "historial" USING btree ("fecha","id");--> statement-breakpoint
CREATE INDEX "historial_objeto_idx" ON "historial" USING btree ("objeto_tipo","objeto_id","fecha","id");--> statement-breakpoint
CREATE INDEX "historial_usuario_idx" ON "historial" USING btree ("usuario_id","fecha","id");--> statement-breakpoint
CREATE INDEX "historial_search_text_trgm" ON "historial" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- Append-only (issue 24): UPDATE, DELETE and TRUNCATE are refused by statement triggers, unless the
-- transaction-local setting historial.purga is on, which only historial_purgar() (the retention's
-- function, below) sets and clears around its own DELETE. The triggers catch every plain write,
-- the API's included; the hard boundary is privileges: where the API connects as a role that does
-- not own the table, grant it SELECT, INSERT and EXECUTE on historial_purgar only (server/README.md).
CREATE FUNCTION historial_solo_anadir() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('historial.purga', true) = 'on' THEN
    RETURN NULL;
  END IF;
  RAISE EXCEPTION 'El historial solo admite añadir entradas: % rechazado.', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER historial_sin_cambios BEFORE UPDATE OR DELETE ON historial FOR EACH STATEMENT EXECUTE FUNCTION historial_solo_anadir();
--> statement-breakpoint
CREATE TRIGGER historial_sin_vaciar BEFORE TRUNCATE ON historial FOR EACH STATEMENT EXECUTE FUNCTION historial_solo_anadir();
--> statement-breakpoint
-- Retention: removes at most `lote` entries older than `antes` (oldest first) and answers how many.
-- SECURITY DEFINER: it runs as the table's owner, so a role without DELETE on the table may purge
-- through it and in no other way.
CREATE FUNCTION historial_purgar(antes timestamptz, lote integer) RETURNS integer LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  n integer;
BEGIN
  PERFORM set_config('historial.purga', 'on', true);
  DELETE FROM historial WHERE id IN (SELECT id FROM historial WHERE fecha < antes ORDER BY fecha, id LIMIT lote);
  GET DIAGNOSTICS n = ROW_COUNT;
  PERFORM set_config('historial.purga', 'off', true);
  RETURN n;
END $$;
