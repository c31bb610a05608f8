// The decision log's public entry: other features record events only through these.
export { type AuditEventInput, recordAuditEvent, recordAuditEvents } from './record.ts';
export { latestLoggedStatuses, purgeEvents } from './audit.queries.ts';
export { auditRoutes } from './audit.routes.ts';
export { AuditService } from './audit.service.ts';
