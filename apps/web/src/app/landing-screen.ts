import { lazy, type ComponentType } from 'react';
import type { ScreenProps } from '../shared/screen';

/**
 * Every business product's landing (one screen, `LandingPage`), in the entry: the landing renders
 * at `/` before the route table has loaded (`Router.tsx`), and the table (`navigation.tsx`) hands
 * out this same component, so the landing is not mounted anew when the table arrives.
 */
const loadLanding = () => import('../features/landing/LandingPage');
export const Landing = lazy(loadLanding);
/** The landing once `preloadLanding` has run (a live binding). */
export let landingLoaded: ComponentType<ScreenProps> | undefined;

/**
 * Loads the landing before the first render of a prerendered page (`main.tsx`), so the client's
 * first paint is the same landing over the build-time HTML, never a loading state in between.
 */
export async function preloadLanding(): Promise<void> {
  landingLoaded = (await loadLanding()).default;
}
