import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EquipoUpdateRequestSchema } from '@gestion/contract/terra';
import {
  deleteEquipo,
  deleteInvitacion,
  equipoArrastra,
  EQUIPOS,
  invitacionArrastra,
  INVITACIONES,
  updateEquipo,
} from '../repositories/equipos-registro.js';
import { registerResourceWrites, textChanges } from '../../../resource/resource-writes.js';

/**
 * Every team and invitation for an administrator, by the models' permissions (docs/domain.md,
 * «Equipos e invitaciones»): a team renamed or removed with its invitations, an invitation
 * removed (an accepted one takes its invitee out of the team). The teams' own calls
 * (routes/equipos-spec.ts, at /terra/equipos/…) keep their rules by relation.
 */
const equipoRegistroRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerResourceWrites(app, EQUIPOS, {
    change: {
      body: EquipoUpdateRequestSchema,
      apply: (tx, id, body) => updateEquipo(tx, id, textChanges(EQUIPOS.declaration, body)),
    },
    remove: { arrastra: equipoArrastra, apply: deleteEquipo },
  });

  registerResourceWrites(app, INVITACIONES, { remove: { arrastra: invitacionArrastra, apply: deleteInvitacion } });
};

export default equipoRegistroRoutes;
