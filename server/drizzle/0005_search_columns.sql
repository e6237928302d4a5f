CREATE TABLE "row_counts" (
	"table_name" varchar(63) PRIMARY KEY NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_search_trgm";--> statement-breakpoint
DROP INDEX "unidades_medida_nombre_trgm";--> statement-breakpoint
DROP INDEX "unidades_medida_abreviatura_trgm";--> statement-breakpoint
DROP INDEX "unidades_medida_variantes_abrev_trgm";--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(immutable_unaccent("name"))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(immutable_unaccent("username" || ' ' || "email" || ' ' || "first_name" || ' ' || "last_name"))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "unidades_medida" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(immutable_unaccent("nombre" || ' ' || "abreviatura"))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "unidades_medida_variantes" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(immutable_unaccent("abreviatura_equivalente"))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "groups_name_lower_id_idx" ON "groups" USING btree (lower("name"),"id","name");--> statement-breakpoint
CREATE INDEX "groups_search_text_trgm" ON "groups" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_username_lower_id_idx" ON "users" USING btree (lower("username"),"id","username");--> statement-breakpoint
CREATE INDEX "users_search_text_trgm" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "unidades_medida_nombre_id_idx" ON "unidades_medida" USING btree ("nombre","id");--> statement-breakpoint
CREATE INDEX "unidades_medida_search_text_trgm" ON "unidades_medida" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "unidades_medida_variantes_search_text_trgm" ON "unidades_medida_variantes" USING gin ("search_text" gin_trgm_ops);