DROP INDEX "distribuidores_nombre_trgm";--> statement-breakpoint
DROP INDEX "recurso_categorias_nombre_trgm";--> statement-breakpoint
DROP INDEX "recurso_tipos_nombre_trgm";--> statement-breakpoint
DROP INDEX "precios_productos_search_text_trgm";--> statement-breakpoint
ALTER TABLE "distribuidores" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(immutable_unaccent("nombre"))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "recurso_categorias" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(immutable_unaccent("nombre"))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "recurso_tipos" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(immutable_unaccent("nombre"))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "productos" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "distribuidores_search_text_trgm" ON "distribuidores" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "recurso_categorias_search_text_trgm" ON "recurso_categorias" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "recurso_tipos_search_text_trgm" ON "recurso_tipos" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "productos_search_text_trgm" ON "productos" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- The price list looks a rare search term up in products and distributors rather than in a
-- trigram index over a million prices (which doubled an import's insert time): a term is in a
-- price when it is in its product's text (long name, unit, type, category) or its distributor's
-- name. productos.search_text is written here on every insert or update of a product, whatever
-- the statement sets, and again when a unit, type or category is renamed.
CREATE FUNCTION productos_texto_busqueda() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT lower(immutable_unaccent(NEW.nombre_largo || ' ' || u.nombre || ' ' || t.nombre || ' ' || c.nombre))
    INTO NEW.search_text
    FROM unidades_medida u, recurso_tipos t, recurso_categorias c
   WHERE u.id = NEW.unidad_id AND t.id = NEW.tipo_id AND c.id = NEW.categoria_id;
  -- An unknown id leaves NULL here: the foreign key refuses the row just after.
  NEW.search_text := coalesce(NEW.search_text, '');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER productos_busqueda BEFORE INSERT OR UPDATE ON productos
  FOR EACH ROW EXECUTE FUNCTION productos_texto_busqueda();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogo_propagar_nombre() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.nombre IS NOT DISTINCT FROM OLD.nombre THEN RETURN NULL; END IF;
  IF TG_TABLE_NAME = 'distribuidores' THEN
    UPDATE precios_productos SET distribuidor_nombre = NEW.nombre WHERE distribuidor_id = NEW.id;
  ELSIF TG_TABLE_NAME = 'unidades_medida' THEN
    UPDATE precios_productos SET unidad_nombre = NEW.nombre
     WHERE producto_id IN (SELECT id FROM productos WHERE unidad_id = NEW.id);
    -- Any update of a product recomputes its search text (productos_busqueda).
    UPDATE productos SET search_text = '' WHERE unidad_id = NEW.id;
  ELSIF TG_TABLE_NAME = 'recurso_tipos' THEN
    UPDATE precios_productos SET tipo_nombre = NEW.nombre
     WHERE producto_id IN (SELECT id FROM productos WHERE tipo_id = NEW.id);
    UPDATE productos SET search_text = '' WHERE tipo_id = NEW.id;
  ELSIF TG_TABLE_NAME = 'recurso_categorias' THEN
    UPDATE precios_productos SET categoria_nombre = NEW.nombre
     WHERE producto_id IN (SELECT id FROM productos WHERE categoria_id = NEW.id);
    UPDATE productos SET search_text = '' WHERE categoria_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
UPDATE productos SET search_text = '';
