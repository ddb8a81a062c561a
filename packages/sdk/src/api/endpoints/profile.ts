import { call } from './declare';
import { SuccessResponse } from '../schemas/common';
import { ProfileResponse, type ClientDetails, type ProfileSetRequest } from '../schemas/profile';

/** Profile calls (personal-cabinet §7). */
export const profile = {
  get: call<{ cityId?: number; brandId_H?: string }, ProfileResponse>('GET client-profile', ProfileResponse),
  set: call<ProfileSetRequest, ProfileResponse>('POST client-profile-set', ProfileResponse),
  updateDetails: call<ClientDetails, SuccessResponse>('POST client-details/update-details', SuccessResponse),
} as const;
