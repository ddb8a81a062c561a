import { defineEndpoint } from '../client';
import { CalculateResponse, LifestylesResponse, type CalculateRequest } from '../schemas/body';

/** Body data calls (personal-cabinet §7): the lifestyles to choose from and the BMI. */
export const body = {
  lifestyles: defineEndpoint<Record<string, never>, LifestylesResponse>({
    name: 'client-details/lifestyles',
    method: 'GET',
    path: 'client-details/lifestyles',
    response: LifestylesResponse,
  }),
  calculate: defineEndpoint<CalculateRequest, CalculateResponse>({
    name: 'client-details/calculate',
    method: 'POST',
    path: 'client-details/calculate',
    response: CalculateResponse,
  }),
} as const;
