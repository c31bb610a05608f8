import { BILLING_WEB_PATHS } from '@hiring/shared/billing-paths';

/** Addresses several features link to, from the shared path constants. */
export const BILLING_PATH = BILLING_WEB_PATHS.management;
