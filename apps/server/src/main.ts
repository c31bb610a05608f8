import module from 'node:module';

// Node 22.1 and newer keep the server's compiled code on disk (in the system's temporary folder),
// so a restart skips compiling it again (decision 487). The server loads after this line on
// purpose: a static import would be compiled before it runs.
module.enableCompileCache?.();
await import('./run-server.ts');
