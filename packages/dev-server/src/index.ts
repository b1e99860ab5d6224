export * from './check-host.ts';
export * from './dev-server-error.ts';
export * from './resolve-request.ts';
export * from './start-dev-server.ts';
