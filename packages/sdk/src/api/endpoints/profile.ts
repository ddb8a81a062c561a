import { defineEndpoint } from '../client';
import { SuccessResponse } from '../schemas/common';
import { ProfileResponse, type ClientDetails, type ProfileSetRequest } from '../schemas/profile';

/** Profile calls (personal-cabinet §7). */
export const profile = {
  get: defineEndpoint<{ cityId?: number; brandId_H?: string }, ProfileResponse>({
    name: 'client-profile',
    method: 'GET',
    path: 'client-profile',
    response: ProfileResponse,
  }),
  set: defineEndpoint<ProfileSetRequest, ProfileResponse>({
    name: 'client-profile-set',
    method: 'POST',
    path: 'client-profile-set',
    response: ProfileResponse,
  }),
  updateDetails: defineEndpoint<ClientDetails, SuccessResponse>({
    name: 'client-details/update-details',
    method: 'POST',
    path: 'client-details/update-details',
    response: SuccessResponse,
  }),
} as const;
