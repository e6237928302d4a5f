-- An import of prices undone as one unit (docs/domain.md, «Importaciones»). Each price names the import that registered
-- it, and the import the range of ids its prices took: the undo deletes by the primary key in that
-- range and this stamp, so no index on importacion_id is paid by every imported row.
ALTER TABLE "importaciones" ADD COLUMN "archivo" varchar(300);--> statement-breakpoint
ALTER TABLE "importaciones" ADD COLUMN "primer_precio_id" integer;--> statement-breakpoint
ALTER TABLE "importaciones" ADD COLUMN "ultimo_precio_id" integer;--> statement-breakpoint
ALTER TABLE "importaciones" ADD COLUMN "deshecha_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "precios_productos" ADD COLUMN "importacion_id" integer;