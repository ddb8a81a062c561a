export function renderServer(options?: { root?: string; port?: string | number; upstream?: string; brotli?: boolean; env?: Record<string, string | undefined> }): string;
