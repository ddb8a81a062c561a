export function precompress(dir: string): { files: number; raw: number; gzip: number; brotli: number };
