/** Bump when the knowledge base or the rules change, so stored results say which version made them. */
export const KB_VERSION = '2026.12.17';
export const BUILTIN_MODEL = 'builtin-kb';
