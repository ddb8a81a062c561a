import { call, effect, type NoInput, REPLAY_CHARGE } from './declare';
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
  chargeBonus: effect<ReferralChargeRequest, ReferralChargeResponse>('GET referral/charge-bonus', ReferralChargeResponse, REPLAY_CHARGE),
} as const;

/** The partner profile (personal-cabinet §6, §7 `partner` GET, confirm, detach). */
export const partner = {
  get: call<PartnerRequest, PartnerResponse>('GET partner', PartnerResponse),
  confirm: call<PartnerConfirmRequest, PartnerResponse>('POST partner/confirm', PartnerResponse),
  detach: call<NoInput, PartnerResponse>('POST partner/detach', PartnerResponse),
} as const;
