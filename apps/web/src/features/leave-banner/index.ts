import { preloadable } from '../../shared/preloadable';

/** The leave banner: a chunk of its own, loaded by the landings after first paint. */
export const LeaveBanner = preloadable(() => import('./LeaveBanner'));
