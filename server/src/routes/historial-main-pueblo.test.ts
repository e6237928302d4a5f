import { MAIN_PUEBLO_CASES } from './historial-cases/main-pueblo.js';
import { describeCases } from './historial-cases/case.js';

describeCases('history of the Main and Pueblo writes (and the name catalogues)', MAIN_PUEBLO_CASES);
