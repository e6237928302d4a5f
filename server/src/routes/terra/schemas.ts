import { Type } from '@fastify/type-provider-typebox';

export const UsuarioRefSchema = Type.Object({ id: Type.Integer(), username: Type.String() });

const EstadoSchema = Type.Union([Type.Literal('pendiente'), Type.Literal('aceptada'), Type.Literal('rechazada')]);

export const InvitacionSchema = Type.Object({
  id: Type.Integer(),
  equipo: Type.Integer(),
  equipo_nombre: Type.String(),
  equipo_coordinador: Type.String(),
  invitado: Type.Integer(),
  invitado_username: Type.String(),
  estado: EstadoSchema,
  mensaje: Type.String(),
});

export const EquipoSchema = Type.Object({
  id: Type.Integer(),
  nombre: Type.String(),
  descripcion: Type.String(),
  coordinador: UsuarioRefSchema,
  miembros: Type.Array(UsuarioRefSchema),
  invitaciones: Type.Array(InvitacionSchema),
});

export const NotificacionSchema = Type.Object({
  id: Type.Integer(),
  tipo: Type.Union([Type.Literal('invitacion'), Type.Literal('respuesta_invitacion')]),
  mensaje: Type.String(),
  estado: EstadoSchema,
  equipo: Type.Integer(),
  equipo_nombre: Type.String(),
  invitado: Type.String(),
});
