/** Addresses several features link to. */
export const BILLING_PATH = '/billing/subscription';
