import { call, effect, type NoInput, REPLAY_CHANGE } from './declare';
import { profile } from './profile';
import { AgreementResponse, CardsResponse, type AgreementRequest, type CardIdRequest } from '../schemas/settings';

/**
 * The cabinet's settings calls (personal-cabinet §7 "Profile and client"): the profile form
 * (`client-profile-set`, `client-details/update-details`), the offer agreement (`client-agreements`,
 * pinned to v1_1) and the client's cards (`cards/`, `cards/active`, `cards/destroy`).
 */
export const settings = {
  /** first_name, last_name, email: answers the saved profile. */
  setProfile: profile.set,
  /** birthday, gender (and the body data): answers only success. */
  updateDetails: profile.updateDetails,
  /** The offer agreement: its `body.profile` replaces the profile. */
  agreement: call<AgreementRequest, AgreementResponse>('POST client-agreements', AgreementResponse, { version: 'v1_1' }),
} as const;

export const cards = {
  list: call<NoInput, CardsResponse>('GET cards/', CardsResponse),
  /** Makes the card the one payments use; answers the list. */
  setActive: call<CardIdRequest, CardsResponse>('POST cards/active', CardsResponse),
  /** Deletes the card; answers the list. Made once (`REPLAY_CHANGE`, key `derivedIntentKey('cardDestroy', id)`): a retry is not 'card not found'. */
  destroy: effect<CardIdRequest, CardsResponse>('POST cards/destroy', CardsResponse, REPLAY_CHANGE),
} as const;
