// Request/response types of the user area (spec section 7 "Dashboard and preferences",
// DOMAIN.md "User area"). Types only.

/** GET /api/terra/dashboard_config/ : the caller's preferences (created empty on first read). */
export interface DashboardConfig {
  contextos_favoritos: string[];
}

/** POST /terra/dashboard_config/set_contextos/ : replaces the favourites (known siglas only); answers the config. */
export interface DashboardConfigSetRequest {
  contextos_favoritos: string[];
}

/** GET /api/acmia/expectativas/ : one item per sub-project whose expectativas sprint the caller may see. */
export interface Expectativa {
  subproyecto: string;
  sprint_id: number;
  pendientes: number;
  completadas: number;
  descartadas: number;
}

/** GET /api/profesiones/ : the catalogue, by name. */
export interface Profesion {
  id: number;
  nombre: string;
}

export type TipoTelefono = 'movil' | 'casa' | 'trabajo' | 'otro';

export interface Telefono {
  numero: string;
  tipo: TipoTelefono;
}

/** GET /api/usuario-extra/ answers `[UsuarioExtra]` (the caller's, created on first read). */
export interface UsuarioExtra {
  id: number;
  apodo: string;
  /** An http(s) URL, or ''. */
  avatar: string;
  bio: string;
  /** Profession ids. */
  profesiones: number[];
  telefonos: Telefono[];
}

/** PUT /api/usuario-extra/{id}/ (only the caller's own): the whole profile; answers it. */
export type UsuarioExtraUpdateRequest = Omit<UsuarioExtra, 'id'>;
