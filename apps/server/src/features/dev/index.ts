// The dev feature's public entry: other features use only what is exported here.
export { mailboxRoutes } from './mailbox.routes.ts';
