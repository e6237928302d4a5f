import { TERRA_CASES } from './historial-cases/terra.js';
import { describeCases } from './historial-cases/case.js';

describeCases('history of the Terra writes', TERRA_CASES);
