/** Types of `headers.mjs` (plain ESM so nginx's renderer runs it with bare Node). */
export const CSP_REPORT_GROUP: string;
export function originOf(url: string | undefined): string | undefined;
export function securityHeaders(env?: Record<string, string | undefined>, options?: { sandbox?: boolean }): Record<string, string>;
