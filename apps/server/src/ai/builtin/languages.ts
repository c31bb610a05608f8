/** The languages the builtin engine scores answers in (ISO 639-1): its rules and knowledge base read English. */
export const BUILTIN_LANGUAGES: readonly string[] = Object.freeze(['en']);
