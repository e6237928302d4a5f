import type { AnyTableResource } from '../../resource/resource-routes.js';
import { USERS } from './repositories/accounts.js';
import { GROUPS } from './repositories/group-admin.js';
import { HISTORIAL } from './repositories/historial-list.js';

/**
 * The users', groups' and history's declared reads: each one's list
 * (`{count, results}` with search, ordering, filters and pages), its CSV file and one record, gated by its `view_` permission, derived from its declaration alone
 * (resource/resource-routes.ts). The area's routes register them, and the authorization matrix
 * takes their rows (and those of the writes each declares) from this list. A list over one of the
 * area's tables needs only its declaration in the contract, its binding (`tableResource`, here or
 * in the table's repository) and its place below.
 */
export const RESOURCES: readonly AnyTableResource[] = [USERS, GROUPS, HISTORIAL];
