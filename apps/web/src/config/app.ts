/** The product name shown in the UI; the spec names none (recorded in the web report). */
export const APP_NAME = 'HireSignal';

/** Local storage key of the sidebar's open or closed state. */
export const SIDEBAR_STORAGE_KEY = 'sidebar_collapsed';
