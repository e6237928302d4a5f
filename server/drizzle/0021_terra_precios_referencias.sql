-- Issue 25: the prices' references to their product and distributor checked once per statement
-- instead of once per row. A foreign key checks and locks the referenced row for every inserted
-- price (two per price: a queued trigger event and a query each), which a 100,000-price import paid
-- 200,000 times for its 2,000 products and 4 distributors. The same guarantee, per statement:
-- - a statement that inserts or updates prices locks the distinct products and distributors they
--   name FOR KEY SHARE, as the foreign key's check does (none can be deleted or change id until its
--   transaction ends; a deletion under way is waited for), and fails with foreign_key_violation
--   (23503, answered 400 as before) when one does not exist;
-- - deleting (or changing the id of) a product or distributor that a price names fails the same
--   way, and so does emptying either table (TRUNCATE) while prices exist.
ALTER TABLE "precios_productos" DROP CONSTRAINT "precios_productos_producto_id_productos_id_fk";--> statement-breakpoint
ALTER TABLE "precios_productos" DROP CONSTRAINT "precios_productos_distribuidor_id_distribuidores_id_fk";--> statement-breakpoint
CREATE FUNCTION precios_productos_referencias() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  producto_ids integer[];
  distribuidor_ids integer[];
  hallados integer;
  falta integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT producto_id), array_agg(DISTINCT distribuidor_id) INTO producto_ids, distribuidor_ids FROM nuevas;
  ELSE
    -- An update names anew only the ids its rows did not hold before (a rename of a product's or
    -- distributor's name rewrites thousands of prices and changes no reference).
    producto_ids := array(SELECT producto_id FROM nuevas EXCEPT SELECT producto_id FROM viejas);
    distribuidor_ids := array(SELECT distribuidor_id FROM nuevas EXCEPT SELECT distribuidor_id FROM viejas);
  END IF;
  -- FOR KEY SHARE, as the foreign key's own check: the rows stay until this transaction ends, and a
  -- row deleted meanwhile (committed while this waited) is not returned, so it counts as missing.
  SELECT count(*) INTO hallados FROM (SELECT 1 FROM productos WHERE id = ANY (producto_ids) FOR KEY SHARE) p;
  IF hallados < coalesce(cardinality(producto_ids), 0) THEN
    SELECT i INTO falta FROM unnest(producto_ids) i WHERE NOT EXISTS (SELECT 1 FROM productos WHERE id = i) LIMIT 1;
    RAISE EXCEPTION 'insert or update on table "precios_productos" violates foreign key constraint "precios_productos_producto_id_productos_id_fk"'
      USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'precios_productos_producto_id_productos_id_fk',
            DETAIL = format('Key (producto_id)=(%s) is not present in table "productos".', falta);
  END IF;
  SELECT count(*) INTO hallados FROM (SELECT 1 FROM distribuidores WHERE id = ANY (distribuidor_ids) FOR KEY SHARE) d;
  IF hallados < coalesce(cardinality(distribuidor_ids), 0) THEN
    SELECT i INTO falta FROM unnest(distribuidor_ids) i WHERE NOT EXISTS (SELECT 1 FROM distribuidores WHERE id = i) LIMIT 1;
    RAISE EXCEPTION 'insert or update on table "precios_productos" violates foreign key constraint "precios_productos_distribuidor_id_distribuidores_id_fk"'
      USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'precios_productos_distribuidor_id_distribuidores_id_fk',
            DETAIL = format('Key (distribuidor_id)=(%s) is not present in table "distribuidores".', falta);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER precios_productos_referencias_ins AFTER INSERT ON precios_productos
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION precios_productos_referencias();--> statement-breakpoint
CREATE TRIGGER precios_productos_referencias_upd AFTER UPDATE ON precios_productos
  REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION precios_productos_referencias();--> statement-breakpoint
CREATE FUNCTION precios_productos_referidos() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    IF EXISTS (SELECT 1 FROM precios_productos) THEN
      RAISE EXCEPTION 'cannot truncate a table referenced in a foreign key constraint'
        USING ERRCODE = 'feature_not_supported', DETAIL = format('Table "precios_productos" references "%s".', TG_TABLE_NAME);
    END IF;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.id = OLD.id THEN RETURN NEW; END IF;
  IF (TG_TABLE_NAME = 'productos' AND EXISTS (SELECT 1 FROM precios_productos WHERE producto_id = OLD.id))
     OR (TG_TABLE_NAME = 'distribuidores' AND EXISTS (SELECT 1 FROM precios_productos WHERE distribuidor_id = OLD.id)) THEN
    RAISE EXCEPTION 'update or delete on table "%" violates foreign key constraint on table "precios_productos"', TG_TABLE_NAME
      USING ERRCODE = 'foreign_key_violation', DETAIL = format('Key (id)=(%s) is still referenced from table "precios_productos".', OLD.id);
  END IF;
  RETURN CASE TG_OP WHEN 'DELETE' THEN OLD ELSE NEW END;
END $$;
--> statement-breakpoint
CREATE TRIGGER productos_referidos BEFORE DELETE OR UPDATE OF id ON productos
  FOR EACH ROW EXECUTE FUNCTION precios_productos_referidos();--> statement-breakpoint
CREATE TRIGGER productos_referidos_truncate BEFORE TRUNCATE ON productos
  FOR EACH STATEMENT EXECUTE FUNCTION precios_productos_referidos();--> statement-breakpoint
CREATE TRIGGER distribuidores_referidos BEFORE DELETE OR UPDATE OF id ON distribuidores
  FOR EACH ROW EXECUTE FUNCTION precios_productos_referidos();--> statement-breakpoint
CREATE TRIGGER distribuidores_referidos_truncate BEFORE TRUNCATE ON distribuidores
  FOR EACH STATEMENT EXECUTE FUNCTION precios_productos_referidos();
