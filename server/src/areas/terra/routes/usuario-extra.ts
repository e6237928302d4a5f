import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { writeHistorial } from '../../../repositories/historial.js';
import { usuarioScope } from '../../../repositories/historial-visibilidad.js';
import type { Telefono, UsuarioExtra } from '@gestion/contract/usuario';
import { currentUser, duringSecondFactorEnrolment } from '../../../plugins/auth.js';
import { notFound } from '../../../lib/http-errors.js';
import { IdParamsSchema } from '../../../lib/schemas.js';
import { TextFields } from '../../../lib/text-fields.js';
import { actualizarPerfil, perfilDe, profesionesExistentes, type PerfilCambios } from '../repositories/usuario-extra.js';
import { esTelefono, esUrlAvatar, MENSAJE_TELEFONO, MENSAJE_URL } from './perfil-fields.js';
import { UsuarioExtraSchema, UsuarioExtraUpdateRequestSchema } from '@gestion/contract/usuario';
import { itemResponses, listResponses, routeOptions } from '../../../lib/route-options.js';

const route = routeOptions('usuario');

const profesionInexistente = (id: number) => `Clave primaria "${id}" inválida - objeto no existe.`;

/**
 * The caller's profile ("usuario extra", docs/domain.md, «Área del usuario»). Only one's own: another user's
 * profile id answers 404, as an unknown one does, so ids reveal nothing.
 */
const usuarioExtraRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The profile is where a required second factor is enrolled: usable before it is.
  app.get('/api/usuario-extra/', duringSecondFactorEnrolment(route('authenticated', {
    summary: 'Mi perfil, en una lista de un elemento (creado vacío en la primera lectura).',
    response: listResponses(UsuarioExtraSchema),
  })), async (request): Promise<UsuarioExtra[]> => [await perfilDe(app.db, currentUser(request).id)]);

  app.put('/api/usuario-extra/:id/', duringSecondFactorEnrolment(route('authenticated', {
    summary: 'Reemplaza mi perfil: apodo, avatar (URL http(s) o vacío), bio, profesiones (ids del catálogo) y telefonos ' +
      '({numero, tipo}). Un campo omitido conserva su valor. El perfil de otro usuario: 404.',
    params: IdParamsSchema,
    body: UsuarioExtraUpdateRequestSchema,
    response: itemResponses(UsuarioExtraSchema),
  })), async (request): Promise<UsuarioExtra> => {
    const body = request.body;
    const fields = new TextFields();
    const cambios: PerfilCambios = {};
    if (body.apodo !== undefined) cambios.apodo = fields.optional('apodo', body.apodo);
    if (body.bio !== undefined) cambios.bio = fields.optional('bio', body.bio);
    if (body.avatar !== undefined) {
      const avatar = fields.optional('avatar', body.avatar);
      if (avatar && !fields.errors.avatar && !esUrlAvatar(avatar)) fields.add('avatar', MENSAJE_URL);
      cambios.avatar = avatar;
    }
    if (body.telefonos !== undefined) {
      cambios.telefonos = body.telefonos.map((t, i): Telefono => {
        const numero = fields.required(`telefonos.${i}.numero`, t.numero);
        if (numero && !fields.errors[`telefonos.${i}.numero`] && !esTelefono(numero)) fields.add(`telefonos.${i}.numero`, MENSAJE_TELEFONO);
        return { numero, tipo: t.tipo };
      });
    }
    if (body.profesiones !== undefined) {
      // A repeated id is the same choice twice: kept once, in the order first given.
      const ids = [...new Set(body.profesiones)];
      const existentes = await profesionesExistentes(app.db, ids);
      for (const id of ids) if (!existentes.has(id)) fields.add('profesiones', profesionInexistente(id));
      cambios.profesiones = ids;
    }
    fields.assertOk();
    const user = currentUser(request);
    return app.db.transaction(async (tx) => {
      const antes = await perfilDe(tx, user.id);
      const perfil = await actualizarPerfil(tx, user.id, request.params.id, cambios);
      if (!perfil) throw notFound();
      await writeHistorial(tx, { actor: user, accion: 'modificar', objetoTipo: 'terra.usuarioextra', objetoId: perfil.id, repr: `Perfil de ${user.username}`, antes: { ...antes }, despues: { ...perfil }, visibilidad: [usuarioScope(user.id)] });
      return perfil;
    });
  });
};

export default usuarioExtraRoutes;
