import { Type } from '@fastify/type-provider-typebox';
import { withHistorial, writeCreated } from '../../../repositories/historial.js';
import { EQUIPO_HISTORIAL, INVITACION_HISTORIAL } from '../historial.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Equipo, Invitacion, UsuarioRef } from '@gestion/contract/terra';
import { currentUser } from '../../../plugins/auth.js';
import { badRequest, forbidden, notFound } from '../../../lib/http-errors.js';
import { errorResponses, IdParamsSchema } from '../../../lib/schemas.js';
import { TextFields } from '../../../lib/text-fields.js';
import {
  createEquipo,
  EQUIPO_MESSAGES,
  equiposInvitado,
  equiposPropios,
  findEquipo,
  findInvitacion,
  findUsuario,
  invitacionesEquipo,
  invitar,
  miembrosEquipo,
  puedeVerEquipo,
  responder,
  type EquipoRow,
} from '../repositories/equipos.js';
import { NotFoundSchema } from '../../../lib/schemas.js';
import {
  EquipoCreateRequestSchema,
  EquipoSchema,
  InvitacionSchema,
  InvitarRequestSchema,
  ResponderInvitacionRequestSchema,
  UsuarioRefSchema,
} from '@gestion/contract/terra';
import { createdResponses, listResponses, routeOptions } from '../../../lib/route-options.js';

/**
 * Terra teams and invitations, at the paths the spec calls (no /api prefix). Object-level rules:
 * only the coordinator invites; only the invitee answers; a team's members and invitations are
 * read by its coordinator and its invitees (pending or accepted), nobody else.
 */
const equipoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const route = routeOptions('terra');
  const notFoundOr = { 404: NotFoundSchema, ...errorResponses };

  async function equipoVisible(id: number, userId: number): Promise<EquipoRow> {
    const equipo = await findEquipo(app.db, id);
    if (!equipo) throw notFound();
    if (!(await puedeVerEquipo(app.db, equipo, userId))) throw forbidden(EQUIPO_MESSAGES.sinAcceso);
    return equipo;
  }

  app.post('/terra/equipos/', route({ permission: 'terra.add_equipo' }, {
    summary: 'Crea un equipo; quien lo crea es su coordinador.',
    body: EquipoCreateRequestSchema,
    response: createdResponses(EquipoSchema),
  }), async (request, reply) => {
    const fields = new TextFields();
    const nombre = fields.required('nombre', request.body.nombre);
    const descripcion = fields.optional('descripcion', request.body.descripcion);
    fields.assertOk();
    const equipo = await app.db.transaction(async (tx) => {
      const created = await createEquipo(tx, { nombre, descripcion, coordinador_id: currentUser(request).id });
      await writeCreated(tx, currentUser(request), EQUIPO_HISTORIAL, created.id);
      return created;
    });
    return reply.code(201).send(equipo);
  });

  // No permission key: the spec's rule is "only the coordinator invites" (sections 2 and 6,
  // docs/domain.md, «Equipos e invitaciones»), checked on the team below; terra.add_invitacion is
  // not asked for.
  app.post('/terra/equipos/:id/invitar/', route('authenticated', {
    summary: 'Invita a un usuario (usuario_id o username) al equipo; solo su coordinador (sin otro permiso). Notifica al invitado. ' +
      'Por usuario_id sin auth.view_user: la respuesta no lleva el username (invitado_username vacío hasta que acepte) y un id desconocido, inactivo o de superusuario responde igual, \'El usuario no existe\'.',
    params: IdParamsSchema,
    body: InvitarRequestSchema,
    response: { 201: InvitacionSchema, ...notFoundOr },
  }), async (request, reply) => {
    const user = currentUser(request);
    const equipo = await findEquipo(app.db, request.params.id);
    if (!equipo) throw notFound();
    if (equipo.coordinador_id !== user.id) throw forbidden(EQUIPO_MESSAGES.soloCoordinador);
    const fields = new TextFields();
    const username = fields.optional('username', request.body.username);
    fields.assertOk();
    const { usuario_id } = request.body;
    if (usuario_id === undefined && !username) throw badRequest(EQUIPO_MESSAGES.usernameVacio);
    // By id, from someone who may not see users: the answer never names the invitee, and an
    // unknown, inactive or superuser id all get the same 'El usuario no existe', so ids cannot
    // be mapped to usernames or to administrators.
    const oculto = usuario_id !== undefined && !user.has('auth.view_user');
    const invitado = await findUsuario(app.db, usuario_id !== undefined ? { id: usuario_id } : { username });
    if (invitado?.id === user.id) throw badRequest(EQUIPO_MESSAGES.tiMismo);
    // An inactive account cannot sign in to answer: not invitable, whichever way it is named.
    if (!invitado || !invitado.is_active || (oculto && invitado.is_superuser)) throw badRequest(EQUIPO_MESSAGES.usuarioNoExiste);
    const invitacion = await app.db.transaction(async (tx) => {
      const result = await invitar(tx, equipo, user.username, invitado, oculto);
      if (!result.ok) throw badRequest(result.detail);
      await writeCreated(tx, user, INVITACION_HISTORIAL, result.invitacion.id);
      return result.invitacion;
    });
    return reply.code(201).send(invitacion);
  });

  app.get('/terra/equipos/:id/miembros/', route('authenticated', {
    summary: 'Miembros del equipo (invitaciones aceptadas); para su coordinador y sus invitados.',
    params: IdParamsSchema,
    response: { 200: Type.Array(UsuarioRefSchema), ...notFoundOr },
  }), async (request): Promise<UsuarioRef[]> => {
    const equipo = await equipoVisible(request.params.id, currentUser(request).id);
    return miembrosEquipo(app.db, equipo.id);
  });

  app.get('/terra/equipos/:id/invitaciones/', route('authenticated', {
    summary: 'Invitaciones del equipo (todas); para su coordinador y sus invitados.',
    params: IdParamsSchema,
    response: { 200: Type.Array(InvitacionSchema), ...notFoundOr },
  }), async (request): Promise<Invitacion[]> => {
    const equipo = await equipoVisible(request.params.id, currentUser(request).id);
    return invitacionesEquipo(app.db, currentUser(request).id, equipo.id);
  });

  app.get('/terra/equipos/propios/', route('authenticated', { summary: 'Equipos que coordino, con miembros e invitaciones.', response: listResponses(EquipoSchema) }), async (request): Promise<Equipo[]> => equiposPropios(app.db, currentUser(request).id));

  app.get('/terra/equipos/invitado/', route('authenticated', {
    summary: 'Equipos a los que me invitaron (invitación pendiente o aceptada), con miembros e invitaciones.',
    response: listResponses(EquipoSchema),
  }), async (request): Promise<Equipo[]> => equiposInvitado(app.db, currentUser(request).id));

  app.post('/terra/invitaciones/:id/responder/', route('authenticated', {
    summary: 'El invitado acepta o rechaza la invitación (mensaje opcional); se notifica al coordinador.',
    params: IdParamsSchema,
    body: ResponderInvitacionRequestSchema,
    response: { 200: InvitacionSchema, ...notFoundOr },
  }), async (request) => {
    const invitacion = await findInvitacion(app.db, currentUser(request).id, request.params.id);
    if (!invitacion) throw notFound();
    if (invitacion.invitado !== currentUser(request).id) throw forbidden(EQUIPO_MESSAGES.soloInvitado);
    const fields = new TextFields();
    const mensaje = fields.optional('mensaje', request.body.mensaje);
    fields.assertOk();
    return app.db.transaction((tx) => withHistorial(tx, currentUser(request), 'responder', INVITACION_HISTORIAL, invitacion.id, async () => {
      const result = await responder(tx, invitacion.id, request.body.estado, mensaje);
      if (!result.ok) throw badRequest(result.detail);
      return result.invitacion;
    }));
  });
};

export default equipoRoutes;
