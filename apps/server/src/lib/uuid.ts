const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a value is a UUID. Ids that are not cannot exist, so a read checks first and answers
 * "not found" instead of letting PostgreSQL fail on the cast; tokens check their ids the same way.
 */
export const isUuid = (value: string | null | undefined): value is string => !!value && UUID.test(value);
