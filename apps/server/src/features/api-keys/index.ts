// The API keys feature's public entry: the service (which also checks a request made with a key) and its routes.
export { apiKeysRoutes } from './api-keys.routes.ts';
export { ApiKeysService } from './api-keys.service.ts';
