import { AUTH_CASES } from '../areas/auth/historial-cases.js';
import { describeCases } from './historial-cases/case.js';

describeCases('history of the authentication writes', AUTH_CASES);
