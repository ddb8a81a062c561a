import { call, type NoInput } from './declare';
import { CalculateResponse, LifestylesResponse, type CalculateRequest } from '../schemas/body';

/** Body data calls (personal-cabinet §7): the lifestyles to choose from and the BMI. */
export const body = {
  lifestyles: call<NoInput, LifestylesResponse>('GET client-details/lifestyles', LifestylesResponse),
  calculate: call<CalculateRequest, CalculateResponse>('POST client-details/calculate', CalculateResponse),
} as const;
