module.exports = require('@gestion/build').createConfig({
  name: 'auth_admin',
  dir: __dirname,
  exposes: { './routes': './src/routes.tsx', './activate': './src/activate.tsx' },
});
