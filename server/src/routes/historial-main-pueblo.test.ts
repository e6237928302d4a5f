import { MAIN_PUEBLO_CASES } from '../areas/main/historial-cases.js';
import { describeCases } from './historial-cases/case.js';

describeCases('history of the Main and Pueblo writes (and the name catalogues)', MAIN_PUEBLO_CASES);
