import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UsuarioExtraCorreccionSchema } from '@gestion/contract/usuario';
import { TextFields } from '../../../lib/text-fields.js';
import { corregirPerfil, USUARIOS_EXTRA } from '../repositories/perfiles.js';
import { registerResourceWrites } from '../../../resource/resource-writes.js';
import { esUrlAvatar, MENSAJE_URL } from './perfil-fields.js';

/**
 * Every profile for an administrator (terra.view_usuarioextra), and what it says corrected
 * (terra.change_usuarioextra: apodo, avatar, bio, checked as the owner's PUT checks them). A
 * profile is not removed apart from its user.
 */
const perfilRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerResourceWrites(app, USUARIOS_EXTRA, {
    change: {
      body: UsuarioExtraCorreccionSchema,
      async apply(tx, id, body) {
        const fields = new TextFields();
        const changes: { apodo?: string; avatar?: string; bio?: string } = {};
        if (body.apodo !== undefined) changes.apodo = fields.optional('apodo', body.apodo);
        if (body.bio !== undefined) changes.bio = fields.optional('bio', body.bio);
        if (body.avatar !== undefined) {
          const avatar = fields.optional('avatar', body.avatar);
          if (avatar && !fields.errors.avatar && !esUrlAvatar(avatar)) fields.add('avatar', MENSAJE_URL);
          changes.avatar = avatar;
        }
        fields.assertOk();
        return corregirPerfil(tx, id, changes);
      },
    },
  });
};

export default perfilRoutes;
