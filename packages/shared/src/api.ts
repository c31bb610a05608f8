import { z } from 'zod';
import { ERROR_CODES } from './error-catalogue.ts';
import type { ErrorCode } from './error-codes.ts';

/** Every code of the catalogue (error-codes.ts), as the error envelope's enum. */
export const errorCodeSchema = z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]);

/** Response envelopes shared by every call (docs/architecture.md, "Errors"). */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  /** A stable name of the failure for clients to act on (error-codes.ts): its own, or its status's. */
  code: errorCodeSchema,
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  /** The code of a field error whose rule names one (e.g. country_code_invalid). */
  field_codes: z.record(z.string(), errorCodeSchema).optional(),
  request_id: z.string().optional(),
});

/** The failure responses a route declares: each status answers the error envelope. */
export function errorResponses<const S extends number>(...statuses: S[]): Record<S, typeof errorEnvelopeSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorEnvelopeSchema])) as Record<S, typeof errorEnvelopeSchema>;
}
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  search: z.string().trim().max(200).optional(),
});

export function pageEnvelope<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number(),
    page_size: z.number(),
    total_count: z.number(),
    total_pages: z.number(),
    search: z.string().nullable(),
  });
}
