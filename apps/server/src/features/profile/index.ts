// The profile feature's public entry: other features use only what is exported here.
export { profileRoutes } from './profile.routes.ts';
