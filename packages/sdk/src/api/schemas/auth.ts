import * as v from 'valibot';
import type { ProfileSchema } from './profile';
import { envelope } from './common';
import { Profile } from './profile';

export const SendSmsRequest = v.object({
  phone: v.string(),
  recaptchaToken: v.optional(v.string()),
  cityId: v.number(),
  brandId_H: v.optional(v.string()),
});
export interface SendSmsRequest extends v.InferOutput<typeof SendSmsRequest> {}

export const CheckSmsRequest = v.object({ phone: v.string(), code: v.string() });
export interface CheckSmsRequest extends v.InferOutput<typeof CheckSmsRequest> {}

export const LoginRequest = v.object({
  phone: v.string(),
  code: v.string(),
  brandId_H: v.optional(v.string()),
  cityId: v.optional(v.number()),
});
export interface LoginRequest extends v.InferOutput<typeof LoginRequest> {}

export const LoginResponse = v.object({
  ...envelope,
  client_token: v.pipe(v.string(), v.minLength(1)),
  profile: Profile as ProfileSchema,
});
export interface LoginResponse extends v.InferOutput<typeof LoginResponse> {}

export const CheckTokenResponse = v.object({ ...envelope, valid: v.boolean() });
export interface CheckTokenResponse extends v.InferOutput<typeof CheckTokenResponse> {}

export const EfstRequest = v.object({ gaClientId: v.optional(v.string()) });
export const EfstResponse = v.object({ ...envelope, efst: v.pipe(v.string(), v.minLength(1)) });
export interface EfstResponse extends v.InferOutput<typeof EfstResponse> {}
