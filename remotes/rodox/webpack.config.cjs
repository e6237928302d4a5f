module.exports = require('@gestion/build').createConfig({
  name: 'rodox',
  dir: __dirname,
  exposes: { './routes': './src/routes.tsx' },
});
