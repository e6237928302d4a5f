DROP INDEX "historial_fecha_id_idx";--> statement-breakpoint
DROP INDEX "historial_objeto_idx";--> statement-breakpoint
DROP INDEX "historial_usuario_idx";--> statement-breakpoint
ALTER TABLE "historial" ADD COLUMN "visibilidad" text[];--> statement-breakpoint
CREATE INDEX "historial_fecha_id_idx" ON "historial" USING btree ("fecha","id","visibilidad");--> statement-breakpoint
CREATE INDEX "historial_objeto_idx" ON "historial" USING btree ("objeto_tipo","objeto_id","fecha","id","visibilidad");--> statement-breakpoint
CREATE INDEX "historial_usuario_idx" ON "historial" USING btree ("usuario_id","fecha","id","visibilidad");--> statement-breakpoint
-- The entries written before this column: the same scopes as repositories/historial-visibilidad.ts
-- gives new ones. An object gone since gets an empty list (superusers only): who may read it
-- can no longer be told. The append-only trigger is set aside for this one backfill.
ALTER TABLE "historial" DISABLE TRIGGER "historial_sin_cambios";--> statement-breakpoint
UPDATE "historial" h SET "visibilidad" = CASE WHEN s."id" IS NULL THEN ARRAY[]::text[] ELSE ARRAY['sub:' || lower(left(s."nombre", length(s."nombre") - 15))] END
  FROM "historial" x LEFT JOIN "sprints" s ON s."id"::text = x."objeto_id"
  WHERE h."id" = x."id" AND x."objeto_tipo" = 'main.sprint' AND (s."id" IS NULL OR right(lower(s."nombre"), 15) = ' - expectativas');--> statement-breakpoint
UPDATE "historial" h SET "visibilidad" = CASE WHEN t."id" IS NULL THEN ARRAY[]::text[] ELSE ARRAY['sub:' || lower(left(s."nombre", length(s."nombre") - 15))] END
  FROM "historial" x LEFT JOIN "tareas_sprint" t ON t."id"::text = x."objeto_id" LEFT JOIN "sprints" s ON s."id" = t."sprint_id"
  WHERE h."id" = x."id" AND x."objeto_tipo" = 'main.tareasprint' AND (t."id" IS NULL OR right(lower(s."nombre"), 15) = ' - expectativas');--> statement-breakpoint
UPDATE "historial" SET "visibilidad" = ARRAY['equipo:' || "objeto_id"] WHERE "objeto_tipo" = 'terra.equipo';--> statement-breakpoint
UPDATE "historial" h SET "visibilidad" = CASE WHEN i."id" IS NULL THEN ARRAY[]::text[] ELSE ARRAY['equipo:' || i."equipo_id", 'usuario:' || i."invitado_id"] END
  FROM "historial" x LEFT JOIN "invitaciones" i ON i."id"::text = x."objeto_id"
  WHERE h."id" = x."id" AND x."objeto_tipo" = 'terra.invitacion';--> statement-breakpoint
UPDATE "historial" h SET "visibilidad" = CASE WHEN e."id" IS NULL THEN ARRAY[]::text[] ELSE ARRAY['usuario:' || e."usuario_id"] END
  FROM "historial" x LEFT JOIN "usuarios_extra" e ON e."id"::text = x."objeto_id"
  WHERE h."id" = x."id" AND x."objeto_tipo" = 'terra.usuarioextra';--> statement-breakpoint
UPDATE "historial" SET "visibilidad" = ARRAY['usuario:' || "objeto_id"] WHERE "objeto_tipo" = 'terra.dashboardconfig';--> statement-breakpoint
ALTER TABLE "historial" ENABLE TRIGGER "historial_sin_cambios";
