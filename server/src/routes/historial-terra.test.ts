import { TERRA_CASES } from '../areas/terra/historial-cases.js';
import { describeCases } from './historial-cases/case.js';

describeCases('history of the Terra writes', TERRA_CASES);
