// The decision log's public entry: other features record events only through these.
export { type AuditEventInput, recordAuditEvent, recordAuditEvents } from './record.ts';
