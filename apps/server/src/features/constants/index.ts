// The constants feature's public entry: other features use only what is exported here.
export { constantsRoutes } from './constants.routes.ts';
