import type * as v from 'valibot';
import { defineEndpoint } from '../client';
import type { CheckSmsRequest, LoginRequest, SendSmsRequest } from '../schemas/auth';
import { CheckTokenResponse, EfstResponse, LoginResponse } from '../schemas/auth';
import { SuccessResponse } from '../schemas/common';

/** Auth calls (order-funnel §7, personal-cabinet §7). */
export const auth = {
  sendSms: defineEndpoint<SendSmsRequest, SuccessResponse>({
    name: 'authentication/send-sms',
    method: 'POST',
    path: 'authentication/send-sms',
    response: SuccessResponse,
  }),
  checkSms: defineEndpoint<CheckSmsRequest, SuccessResponse>({
    name: 'authentication/check-sms',
    method: 'POST',
    path: 'authentication/check-sms',
    response: SuccessResponse,
  }),
  login: defineEndpoint<LoginRequest, v.InferOutput<typeof LoginResponse>>({
    name: 'authentication/login',
    method: 'POST',
    path: 'authentication/login',
    response: LoginResponse,
  }),
  logout: defineEndpoint<Record<string, never>, SuccessResponse>({
    name: 'authentication/logout',
    method: 'POST',
    path: 'authentication/logout',
    response: SuccessResponse,
  }),
  checkToken: defineEndpoint<Record<string, never>, v.InferOutput<typeof CheckTokenResponse>>({
    name: 'authentication/check-token',
    method: 'POST',
    path: 'authentication/check-token',
    response: CheckTokenResponse,
  }),
  efst: defineEndpoint<{ gaClientId?: string }, v.InferOutput<typeof EfstResponse>>({
    name: 'efst',
    method: 'POST',
    path: 'efst',
    isEfst: true,
    response: EfstResponse,
  }),
} as const;
