// The order's dishes page's first panel while loading (the router's cabinet frame draws it before the screen, issue 35).
export { PacksSkeleton } from './PacksSkeleton';
