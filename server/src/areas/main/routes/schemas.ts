// The Main area's wire schemas are @gestion/contract/main's; other areas' routes take these two
// shared ones from here.
export { IdParamsSchema, NotFoundSchema } from '../../../lib/schemas.js';
