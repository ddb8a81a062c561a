import { lazy } from 'react';

/**
 * Loaded on its own when a dashboard page mounts it: its machine and xstate stay out of the entry
 * chunk a landing visitor downloads (the landing's JS budget, issue 12).
 */
export const HomeIconBanner = lazy(() => import('./HomeIconBanner'));
