-- Products and distributors get a row counter and its version (migrations 0006, 0016): a price
-- search remembers which products and distributors hold its rare terms while neither table has
-- changed, and checks that on the page it reads (repositories/terra-precios-busqueda.ts).
SELECT row_counts_register('productos');
--> statement-breakpoint
SELECT row_counts_register('distribuidores');
