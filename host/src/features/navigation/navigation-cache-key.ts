/**
 * Where the navigation documents are kept between visits (navigation-store.ts). Its own module so
 * that the entry (index.ts), which runs before React is there, can read the copy too.
 */
export const NAVIGATION_CACHE_KEY = 'navegacion_areas';
