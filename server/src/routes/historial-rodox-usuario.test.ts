import { sourceFolder } from '../areas/rodox/test-helpers.js';
import { RODOX_USUARIO_CASES } from '../areas/rodox/historial-cases.js';
import { describeCases } from './historial-cases/case.js';

const fuentes = sourceFolder();
describeCases('history of the Rodox writes, the profile and the dashboard preferences', RODOX_USUARIO_CASES, fuentes.config, fuentes.cleanup);
