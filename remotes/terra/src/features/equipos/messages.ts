// The spec's texts of the team screens (sections 5 and 8), kept to the letter.
export const EQUIPO_TEXTS = {
  creado: 'Equipo creado correctamente',
  errorCrear: 'Error al crear equipo',
  nombreRequerido: 'El nombre es obligatorio.',
  invitacionEnviada: 'Invitación enviada',
  errorInvitarUsuario: 'Error al invitar usuario',
  errorInvitarPrefijo: 'Error al invitar: ',
  usernameVacio: 'Debes ingresar un username',
  tiMismo: 'No puedes invitarte a ti mismo',
  yaMiembro: 'El usuario ya es miembro del equipo',
  yaPendiente: 'El usuario ya tiene una invitación pendiente',
  sinPropios: 'No tienes equipos propios.',
  sinInvitaciones: 'No tienes invitaciones activas.',
  errorCargar: 'Error al cargar los equipos',
} as const;
