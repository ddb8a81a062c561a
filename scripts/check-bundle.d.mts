// Types of what TypeScript code imports from check-bundle.mjs (apps/web/vite.config.ts).
/** Cabinet routes (route-modules.json): the personal cabinet's screens a logged-in client opens. */
export declare const isCabinetRoute: (route: string) => boolean;
