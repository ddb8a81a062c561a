/**
 * Stands in for `use-sync-external-store/shim` (wouter's fallback for React < 18) in the app's
 * build (vite.config.ts alias): React 19 has the hook, so the entry does not carry the shim.
 */
export { useSyncExternalStore } from 'react';
