// The samples feature's public entry: other features use only what is exported here.
export { samplesRoutes } from './samples.routes.ts';
export { seedSamples } from './samples.seed.ts';
export { SamplesService } from './samples.service.ts';
