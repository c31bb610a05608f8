// The auth feature's public entry: other features use only what is exported here.
export type { AuthService } from './auth.service.ts';
export { createOrUpdateUser, type CreateUserInput } from './create-user.ts';
export { loadSigningSecret } from './signing-secret.ts';
