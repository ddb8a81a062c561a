import { referral } from '../../api/endpoints/referral';
import { sendEffect } from '../../shared/effect';
import type { MealflowDeps } from '../../deps';
import { fromCall } from '../../shared/from-call';
import { referralLogic } from './referral.machine';
import { INVITE_PARAM } from '../../routing/invite';
import { referralFlagKey, shouldChargeReferral } from './referral.rules';
import type { ReferralMachine } from './referral.machine';

/**
 * Binds the referral bonus to the world: the visit's slug is the `invite` cookie (1 day, saved from
 * the query by `adoptLinkParams`), the "charged" flag is the storage port's, one key per client.
 */
export function provideReferral(deps: MealflowDeps): ReferralMachine {
  const { ports } = deps;
  const invite = () => ports.cookies.get(INVITE_PARAM) || undefined;
  return referralLogic.provide({
    actors: {
      chargeBonus: fromCall(async ({ signal }) => {
        const slug = invite() ?? '';
        await sendEffect(deps, {
          endpoint: referral.chargeBonus,
          input: { name_slug: slug },
          intent: { scope: `referral:${slug}` },
          signal,
        });
        return slug;
      }),
    },
    guards: {
      shouldCharge: (_, params) => {
        const key = params.client ? referralFlagKey(params.client) : undefined;
        return shouldChargeReferral({
          invite: invite(),
          phone: params.client?.phone,
          ownSlug: params.client?.ownSlug,
          charged: key === undefined || ports.storage.get(key) !== undefined,
        });
      },
    },
    actions: {
      markCharged: (_, params) => {
        const key = params.client ? referralFlagKey(params.client) : undefined;
        if (key) ports.storage.set(key, '1');
      },
    },
  });
}
