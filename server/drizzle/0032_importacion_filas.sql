-- The staged prices of one chunked import, one row per price with its batch and place, for its
-- confirmation (repositories/importaciones-staging.ts). Read in the statement itself, an unnest of
-- the batches' arrays is estimated at 10 rows per batch whatever they hold, so the planner joined
-- the names of 100,000 prices by 300,000 index lookups, nested loops chosen for 20 rows, and handed
-- the insert its rows in the order of a hash table. A function can say how many rows it returns:
-- with ROWS the names are hash joins and the rows reach the insert in the unique index's order.
-- On PGlite a confirmation of 100,000 prices took 0.1-0.35 s less; on PostgreSQL at a million
-- prices it made no difference (docs/server.md, «What a confirmed price costs»). plpgsql, so that
-- the planner cannot inline it and lose the estimate again.
CREATE FUNCTION importacion_filas(importacion integer)
RETURNS TABLE (producto_id integer, distribuidor_id integer, fecha date, valor numeric(14,2), lote integer, n bigint)
LANGUAGE plpgsql STABLE ROWS 100000 AS $$
BEGIN
  RETURN QUERY
    SELECT f.producto_id, f.distribuidor_id, f.fecha, f.valor, l.id, f.n
      FROM importaciones_lotes l,
           unnest(l.producto_ids, l.distribuidor_ids, l.fechas, l.valores) WITH ORDINALITY AS f(producto_id, distribuidor_id, fecha, valor, n)
     WHERE l.importacion_id = importacion;
END
$$;
