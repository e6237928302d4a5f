module.exports = require('@gestion/build').createConfig({ name: 'user', dir: __dirname, exposes: { './routes': './src/routes.tsx' } });
