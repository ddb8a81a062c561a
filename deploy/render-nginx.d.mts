import type { ShellEntry } from './cabinet-shells.mjs';

export const RATE_LIMITS: Record<'sms' | 'login', { rate: string; burst: number; paths: string[] }>;
export const CLIENT_TOKEN_COOKIE: string;
export function readShells(file: string | undefined): ShellEntry[];
export function limitedLocation(paths: readonly string[]): string;
export function renderServer(options?: {
  root?: string;
  port?: string | number;
  upstream?: string;
  brotli?: boolean;
  trustedProxies?: readonly string[];
  env?: Record<string, string | undefined>;
  shells?: readonly ShellEntry[];
}): string;
