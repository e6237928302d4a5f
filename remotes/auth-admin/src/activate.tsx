// Exposed as './activate': the host mounts it on its public route /auth/usuario/:username/activate.
export { ActivateUser as default } from './features/activation/components/activate-user';
