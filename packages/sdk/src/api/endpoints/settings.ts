import { defineEndpoint } from '../client';
import { ProfileResponse, type ClientDetails, type ProfileSetRequest } from '../schemas/profile';
import { SuccessResponse } from '../schemas/common';
import { AgreementResponse, CardsResponse, type AgreementRequest, type CardIdRequest } from '../schemas/settings';

/**
 * The cabinet's settings calls (personal-cabinet §7 "Profile and client"): the profile form
 * (`client-profile-set`, `client-details/update-details`), the offer agreement (`client-agreements`,
 * pinned to v1_1) and the client's cards (`cards/`, `cards/active`, `cards/destroy`).
 */
export const settings = {
  /** first_name, last_name, email: answers the saved profile. */
  setProfile: defineEndpoint<ProfileSetRequest, ProfileResponse>({
    name: 'client-profile-set',
    method: 'POST',
    path: 'client-profile-set',
    response: ProfileResponse,
  }),
  /** birthday, gender (and the body data): answers only success. */
  updateDetails: defineEndpoint<ClientDetails, SuccessResponse>({
    name: 'client-details/update-details',
    method: 'POST',
    path: 'client-details/update-details',
    response: SuccessResponse,
  }),
  /** The offer agreement: its `body.profile` replaces the profile. */
  agreement: defineEndpoint<AgreementRequest, AgreementResponse>({
    name: 'client-agreements',
    method: 'POST',
    path: 'client-agreements',
    version: 'v1_1',
    response: AgreementResponse,
  }),
} as const;

export const cards = {
  list: defineEndpoint<Record<string, never>, CardsResponse>({ name: 'cards/', method: 'GET', path: 'cards/', response: CardsResponse }),
  /** Makes the card the one payments use; answers the list. */
  setActive: defineEndpoint<CardIdRequest, CardsResponse>({
    name: 'cards/active',
    method: 'POST',
    path: 'cards/active',
    response: CardsResponse,
  }),
  /** Deletes the card; answers the list. */
  destroy: defineEndpoint<CardIdRequest, CardsResponse>({
    name: 'cards/destroy',
    method: 'POST',
    path: 'cards/destroy',
    response: CardsResponse,
  }),
} as const;
