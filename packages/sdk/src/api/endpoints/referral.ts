import { defineEndpoint } from '../client';
import { defineEffect } from '../effects';
import {
  PartnerResponse,
  ReferralChargeResponse,
  type PartnerConfirmRequest,
  type PartnerRequest,
  type ReferralChargeRequest,
} from '../schemas/referral';

/** The referral bonus (personal-cabinet §4, §7): charged once per client for the visit's `invite`. */
export const referral = {
  /** A GET that credits bonuses (the spec's method). Ours: `replay` (the backend charges once per client anyway). */
  chargeBonus: defineEffect<ReferralChargeRequest, ReferralChargeResponse>({
    name: 'referral/charge-bonus',
    method: 'GET',
    path: 'referral/charge-bonus',
    response: ReferralChargeResponse,
    effect: { kind: 'charge', status: { ask: 'replay' } },
  }),
} as const;

/** The partner profile (personal-cabinet §6, §7 `partner` GET, confirm, detach). */
export const partner = {
  get: defineEndpoint<PartnerRequest, PartnerResponse>({ name: 'partner', method: 'GET', path: 'partner', response: PartnerResponse }),
  confirm: defineEndpoint<PartnerConfirmRequest, PartnerResponse>({
    name: 'partner/confirm',
    method: 'POST',
    path: 'partner/confirm',
    response: PartnerResponse,
  }),
  detach: defineEndpoint<Record<string, never>, PartnerResponse>({
    name: 'partner/detach',
    method: 'POST',
    path: 'partner/detach',
    response: PartnerResponse,
  }),
} as const;
