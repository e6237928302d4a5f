-- The price list shows, sorts and searches the names of a price's product, unit, type, category
-- and distributor. They are copied onto precios_productos (its `*_nombre` columns, from which
-- search_text is generated) by these triggers, whoever writes: on insert, on a change of the
-- price's product or distributor, and when one of those names changes at its source.
CREATE FUNCTION precios_productos_copiar_nombres() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p.nombre_largo, u.nombre, t.nombre, c.nombre
    INTO NEW.producto_nombre, NEW.unidad_nombre, NEW.tipo_nombre, NEW.categoria_nombre
    FROM productos p
    JOIN unidades_medida u ON u.id = p.unidad_id
    JOIN recurso_tipos t ON t.id = p.tipo_id
    JOIN recurso_categorias c ON c.id = p.categoria_id
   WHERE p.id = NEW.producto_id;
  SELECT d.nombre INTO NEW.distribuidor_nombre FROM distribuidores d WHERE d.id = NEW.distribuidor_id;
  -- An unknown id leaves NULLs here: the foreign key refuses the row just after.
  NEW.producto_nombre := coalesce(NEW.producto_nombre, '');
  NEW.unidad_nombre := coalesce(NEW.unidad_nombre, '');
  NEW.tipo_nombre := coalesce(NEW.tipo_nombre, '');
  NEW.categoria_nombre := coalesce(NEW.categoria_nombre, '');
  NEW.distribuidor_nombre := coalesce(NEW.distribuidor_nombre, '');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER precios_productos_nombres BEFORE INSERT OR UPDATE OF producto_id, distribuidor_id ON precios_productos
  FOR EACH ROW EXECUTE FUNCTION precios_productos_copiar_nombres();
--> statement-breakpoint
CREATE FUNCTION productos_propagar_nombres() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE precios_productos pp
     SET producto_nombre = p.nombre_largo, unidad_nombre = u.nombre, tipo_nombre = t.nombre, categoria_nombre = c.nombre
    FROM productos p
    JOIN unidades_medida u ON u.id = p.unidad_id
    JOIN recurso_tipos t ON t.id = p.tipo_id
    JOIN recurso_categorias c ON c.id = p.categoria_id
   WHERE p.id = NEW.id AND pp.producto_id = p.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER productos_nombres AFTER UPDATE OF nombre_largo, unidad_id, tipo_id, categoria_id ON productos
  FOR EACH ROW EXECUTE FUNCTION productos_propagar_nombres();
--> statement-breakpoint
CREATE FUNCTION catalogo_propagar_nombre() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.nombre IS NOT DISTINCT FROM OLD.nombre THEN RETURN NULL; END IF;
  IF TG_TABLE_NAME = 'distribuidores' THEN
    UPDATE precios_productos SET distribuidor_nombre = NEW.nombre WHERE distribuidor_id = NEW.id;
  ELSIF TG_TABLE_NAME = 'unidades_medida' THEN
    UPDATE precios_productos SET unidad_nombre = NEW.nombre
     WHERE producto_id IN (SELECT id FROM productos WHERE unidad_id = NEW.id);
  ELSIF TG_TABLE_NAME = 'recurso_tipos' THEN
    UPDATE precios_productos SET tipo_nombre = NEW.nombre
     WHERE producto_id IN (SELECT id FROM productos WHERE tipo_id = NEW.id);
  ELSIF TG_TABLE_NAME = 'recurso_categorias' THEN
    UPDATE precios_productos SET categoria_nombre = NEW.nombre
     WHERE producto_id IN (SELECT id FROM productos WHERE categoria_id = NEW.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER distribuidores_nombre AFTER UPDATE OF nombre ON distribuidores FOR EACH ROW EXECUTE FUNCTION catalogo_propagar_nombre();
--> statement-breakpoint
CREATE TRIGGER unidades_medida_nombre AFTER UPDATE OF nombre ON unidades_medida FOR EACH ROW EXECUTE FUNCTION catalogo_propagar_nombre();
--> statement-breakpoint
CREATE TRIGGER recurso_tipos_nombre AFTER UPDATE OF nombre ON recurso_tipos FOR EACH ROW EXECUTE FUNCTION catalogo_propagar_nombre();
--> statement-breakpoint
CREATE TRIGGER recurso_categorias_nombre AFTER UPDATE OF nombre ON recurso_categorias FOR EACH ROW EXECUTE FUNCTION catalogo_propagar_nombre();
--> statement-breakpoint
SELECT row_counts_register('precios_productos');
