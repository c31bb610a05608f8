/**
 * Text every field accepts: no NUL character (PostgreSQL text cannot hold it) and no unpaired
 * UTF-16 surrogate (it has no UTF-8 form). The server checks every string of every request,
 * keys included, once after its schema has parsed them (decision 221).
 */
export const UNSAFE_TEXT_MESSAGE = 'Text must not contain the NUL character (\\u0000) or an unpaired surrogate.';

// With the u flag a lone surrogate is one code point of category Cs; a valid pair is not.
const LONE_SURROGATE = /\p{Cs}/u;

export const isSafeText = (value: string): boolean => !value.includes('\u0000') && !LONE_SURROGATE.test(value);

/**
 * The path of the first string in `value` (walked through arrays and plain objects, keys and
 * values) that is not safe text, as "a.b.0.c" ("" for `value` itself), or null when all are.
 */
export function findUnsafeText(value: unknown, maxDepth = 64): string | null {
  const walk = (v: unknown, path: string, depth: number): string | null => {
    if (typeof v === 'string') return isSafeText(v) ? null : path;
    if (depth > maxDepth || v === null || typeof v !== 'object') return null;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        const found = walk(v[i], path ? `${path}.${i}` : String(i), depth + 1);
        if (found !== null) return found;
      }
      return null;
    }
    const proto = Object.getPrototypeOf(v);
    if (proto !== Object.prototype && proto !== null) return null;
    for (const [key, item] of Object.entries(v)) {
      const here = path ? `${path}.${key}` : key;
      if (!isSafeText(key)) return here;
      const found = walk(item, here, depth + 1);
      if (found !== null) return found;
    }
    return null;
  };
  return walk(value, '', 0);
}
