import { call } from './declare';
import { defineEndpoint } from '../client';
import { CommonOptions, IpLocateResponse } from '../schemas/common';

/** Site-wide configuration calls. */
export const common = {
  /** Static JSON `configs/common-options` (personal-cabinet §7, marketing). */
  options: defineEndpoint<Record<string, never>, CommonOptions>({
    name: 'configs/common-options',
    method: 'GET',
    path: 'configs/common-options.json',
    absolute: true,
    response: CommonOptions,
  }),
  /** City by IP: brand id in, cityId out. A failure falls back to the default city. */
  ipLocate: call<{ brandId_H?: string }, IpLocateResponse>('GET address-suggest/ip-locate', IpLocateResponse),
} as const;
