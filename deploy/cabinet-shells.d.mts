/** One regex of the cabinet's routes, in `matchPath`'s order: its route, and whether nginx serves the route's shell there. */
export interface ShellEntry {
  regex: string;
  route: string;
  shell: boolean;
}
export const CABINET_SHELLS_MANIFEST: string;
export const SMARTPHONE_USER_AGENT: string;
export function shellFile(route: string, device: 'phone' | 'desktop'): string;
export function routeRegex(
  path: string,
  allowed?: Readonly<Record<string, readonly string[]>>,
  options?: { withOptional?: boolean },
): string;
export function shellEntries(
  routes: readonly { name: string; path: string; params?: Readonly<Record<string, readonly string[]>> | undefined }[],
  shells: ReadonlySet<string>,
): ShellEntry[];
