module.exports = require('@gestion/build').createConfig({
  name: 'terra',
  dir: __dirname,
  exposes: { './routes': './src/routes.tsx' },
});
