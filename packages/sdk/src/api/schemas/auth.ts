import * as v from 'valibot';
import type { ProfileSchema } from './profile';
import { Envelope } from './common';
import { Profile } from './profile';

/** @internal */
export const SendSmsRequest = v.object({
  phone: v.string(),
  recaptchaToken: v.optional(v.string()),
  cityId: v.number(),
  brandId_H: v.optional(v.string()),
});
export interface SendSmsRequest {
  phone: string;
  recaptchaToken?: string | undefined;
  cityId: number;
  brandId_H?: string | undefined;
}

/** @internal */
export const CheckSmsRequest = v.object({ phone: v.string(), code: v.string() });
export interface CheckSmsRequest {
  phone: string;
  code: string;
}

/** @internal */
export const LoginRequest = v.object({
  phone: v.string(),
  code: v.string(),
  brandId_H: v.optional(v.string()),
  cityId: v.optional(v.number()),
});
export interface LoginRequest {
  phone: string;
  code: string;
  brandId_H?: string | undefined;
  cityId?: number | undefined;
}

/** @internal */
export const LoginResponse = v.object({
  ...Envelope.entries,
  client_token: v.pipe(v.string(), v.minLength(1)),
  profile: Profile as ProfileSchema,
});
export interface LoginResponse extends Envelope {
  client_token: string;
  profile: Profile;
}

/** @internal */
export const CheckTokenResponse = v.object({ ...Envelope.entries, valid: v.boolean() });
export interface CheckTokenResponse extends Envelope {
  valid: boolean;
}

/** @internal */
export const EfstRequest = v.object({ gaClientId: v.optional(v.string()) });
/** @internal */
export const EfstResponse = v.object({ ...Envelope.entries, efst: v.pipe(v.string(), v.minLength(1)) });
export interface EfstResponse extends Envelope {
  efst: string;
}
