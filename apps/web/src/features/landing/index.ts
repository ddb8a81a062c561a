import { lazy } from 'react';

/** The landing's city selector (personal-cabinet §2.1 "city selector enabled"), for other pages with one (the new-client tariff step). */
export const CitySelector = lazy(() => import('./CitySelector'));
export { CityBar, staticCityView } from './CityBar';
