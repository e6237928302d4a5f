import { AUTH_CASES } from './historial-cases/auth.js';
import { describeCases } from './historial-cases/case.js';

describeCases('history of the authentication writes', AUTH_CASES);
