/** Invite, referral bonus, partner, body data and the e-mail popup: calls, schemas, machines (re-exported by `@mealflow/sdk/cabinet` and `@mealflow/sdk`). */
export { partner, referral } from '../api/endpoints/referral';
export { body } from '../api/endpoints/body';
export { emailPopup } from '../api/endpoints/email-popup';
export {
  Partner, PartnerConfirmRequest, PartnerRequest, PartnerResponse, ReferralChargeRequest, ReferralChargeResponse,
} from '../api/schemas/referral';
export { CalculateRequest, CalculateResponse, Lifestyle, LifestylesResponse } from '../api/schemas/body';
export { EmailPopup, EmailPopupRequest, EmailPopupResponse, EmailPopupSaveResponse } from '../api/schemas/email-popup';
export { referralMachine } from '../cabinet/referral/referral.machine';
export { provideReferral } from '../cabinet/referral/referral.provide';
export {
  appInstallRedirect, inviteLink, REFERRAL_FLAG_PREFIX, referralFlagKey, shouldChargeReferral,
} from '../cabinet/referral/referral.rules';
export { INVITE_PARAM, inviteFromQuery } from '../routing/invite';
export type { ReferralFacts } from '../cabinet/referral/referral.rules';
export type { ReferralClient, ReferralContext, ReferralEvent, ReferralInput, ReferralSessionRef } from '../cabinet/referral/referral.types';
export type { ReferralMachine } from '../cabinet/referral/referral.machine';
export { INVITE_TEXTS, PARTNER_TEXTS } from '../domain/invite-texts';
export { inviteMachine } from '../cabinet/invite/invite.machine';
export { provideInvite } from '../cabinet/invite/invite.provide';
export { connectInvite, inviteView } from '../cabinet/invite/invite.connect';
export type { InviteHandlers, InviteSnapshot, InviteView } from '../cabinet/invite/invite.connect';
export type { InviteContext, InviteEvent, InviteLoaded } from '../cabinet/invite/invite.types';
export type { InviteMachine } from '../cabinet/invite/invite.machine';
export { partnerMachine } from '../cabinet/partner/partner.machine';
export { providePartner } from '../cabinet/partner/partner.provide';
export { PARTNER_PATHS, partnerCodeFromQuery, partnerOutcome, partnerPath } from '../cabinet/partner/partner.rules';
export { connectPartner, partnerView } from '../cabinet/partner/partner.connect';
export type { PartnerHandlers, PartnerSnapshot, PartnerStatus, PartnerView } from '../cabinet/partner/partner.connect';
export type { PartnerContext, PartnerEvent, PartnerInput, PartnerPage } from '../cabinet/partner/partner.types';
export type { PartnerMachine } from '../cabinet/partner/partner.machine';
export { BODY_TEXTS } from '../domain/body-texts';
export { bmiRequest, bmiText, bodyChanges, bodyErrors, bodyFromProfile, measureText, parseMeasure } from '../cabinet/settings/body.rules';
export type { BodyField, BodyForm } from '../cabinet/settings/body.rules';
