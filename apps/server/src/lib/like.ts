/**
 * Patterns for SQL `LIKE`/`ILIKE` from what a user typed: `%`, `_` and `\` are literal characters,
 * never wildcards (PostgreSQL's default escape character is `\`). Every search and list filter
 * builds its pattern here.
 */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Matches a value that contains the text anywhere. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;

/** Matches a value that starts with the text (search results rank these first). */
export const startsPattern = (text: string) => `${escapeLike(text)}%`;
