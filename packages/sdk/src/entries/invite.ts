/** Invite, referral bonus, partner, body data and the e-mail popup: calls, schemas, machines (re-exported by `@mealflow/sdk/cabinet` and `@mealflow/sdk`). */
export { partner, referral } from '../api/endpoints/referral';
export { body } from '../api/endpoints/body';
export { emailPopup } from '../api/endpoints/email-popup';
export {
  Partner, PartnerConfirmRequest, PartnerRequest, PartnerResponse, ReferralChargeRequest, ReferralChargeResponse,
} from '../api/schemas/referral';
export { CalculateRequest, CalculateResponse, Lifestyle, LifestylesResponse } from '../api/schemas/body';
export { EmailPopup, EmailPopupRequest, EmailPopupResponse, EmailPopupSaveResponse } from '../api/schemas/email-popup';
export { referralMachine } from '../machines/referral/referral.machine';
export { provideReferral } from '../machines/referral/referral.provide';
export {
  appInstallRedirect, inviteLink, REFERRAL_FLAG_PREFIX, referralFlagKey, shouldChargeReferral,
} from '../machines/referral/referral.rules';
export { INVITE_PARAM, inviteFromQuery } from '../routing/invite';
export type { ReferralFacts } from '../machines/referral/referral.rules';
export type {
  ReferralClient, ReferralContext, ReferralEvent, ReferralInput, ReferralMachine, ReferralSessionRef,
} from '../machines/referral/referral.types';
export { INVITE_TEXTS, PARTNER_TEXTS } from '../domain/invite-texts';
export { inviteMachine } from '../machines/invite/invite.machine';
export { provideInvite } from '../machines/invite/invite.provide';
export { connectInvite, inviteView } from '../machines/invite/invite.connect';
export type { InviteHandlers, InviteSnapshot, InviteView } from '../machines/invite/invite.connect';
export type { InviteContext, InviteEvent, InviteLoaded, InviteMachine } from '../machines/invite/invite.types';
export { partnerMachine } from '../machines/partner/partner.machine';
export { providePartner } from '../machines/partner/partner.provide';
export { PARTNER_PATHS, partnerCodeFromQuery, partnerOutcome, partnerPath } from '../machines/partner/partner.rules';
export { connectPartner, partnerView } from '../machines/partner/partner.connect';
export type { PartnerHandlers, PartnerSnapshot, PartnerStatus, PartnerView } from '../machines/partner/partner.connect';
export type { PartnerContext, PartnerEvent, PartnerInput, PartnerMachine, PartnerPage } from '../machines/partner/partner.types';
export { BODY_TEXTS } from '../domain/body-texts';
export { bmiRequest, bmiText, bodyChanges, bodyErrors, bodyFromProfile, measureText, parseMeasure } from '../machines/settings/body.rules';
export type { BodyField, BodyForm } from '../machines/settings/body.rules';
