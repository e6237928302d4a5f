module.exports = require('@gestion/build').createConfig({ dir: __dirname });
