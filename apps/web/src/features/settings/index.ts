// The cabinet's settings and cards (personal-cabinet §2.1 settings): the route's screen and its parts.
export { CardsSection } from './CardsSection';
export { OfferDialog } from './OfferDialog';
export { ProfileForm } from './ProfileForm';
