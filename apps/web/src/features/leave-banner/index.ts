import { lazy } from 'react';

/** The leave banner: a chunk of its own, loaded by the landings after first paint. */
export const LeaveBanner = lazy(() => import('./LeaveBanner'));
