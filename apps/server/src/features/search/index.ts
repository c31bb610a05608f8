// The search feature's public entry: other features use only what is exported here.
export { searchRoutes } from './search.routes.ts';
export { SearchService } from './search.service.ts';
