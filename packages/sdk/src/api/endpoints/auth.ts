import { call, type NoInput } from './declare';
import type { CheckSmsRequest, LoginRequest, SendSmsRequest } from '../schemas/auth';
import { CheckTokenResponse, EfstResponse, LoginResponse } from '../schemas/auth';
import { SuccessResponse } from '../schemas/common';

/** Auth calls (order-funnel §7, personal-cabinet §7). */
export const auth = {
  sendSms: call<SendSmsRequest, SuccessResponse>('POST authentication/send-sms', SuccessResponse),
  checkSms: call<CheckSmsRequest, SuccessResponse>('POST authentication/check-sms', SuccessResponse),
  login: call<LoginRequest, LoginResponse>('POST authentication/login', LoginResponse),
  logout: call<NoInput, SuccessResponse>('POST authentication/logout', SuccessResponse),
  checkToken: call<NoInput, CheckTokenResponse>('POST authentication/check-token', CheckTokenResponse),
  efst: call<{ gaClientId?: string }, EfstResponse>('POST efst', EfstResponse, { isEfst: true }),
} as const;
