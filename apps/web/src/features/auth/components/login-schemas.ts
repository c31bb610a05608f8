/**
 * The schemas of the sign-in form, which it loads when the visitor starts to sign in: this module
 * names the two it needs, so their chunk holds no other auth schema (decision 823).
 */
export { loginSchema, requestLoginLinkSchema } from '@hiring/shared/auth';
