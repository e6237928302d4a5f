module.exports = require('@gestion/build').createConfig({
  name: 'main',
  dir: __dirname,
  exposes: { './routes': './src/routes.tsx' },
});
