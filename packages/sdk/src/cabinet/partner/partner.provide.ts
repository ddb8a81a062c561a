import { partner } from '../../api/endpoints/referral';
import { COOKIES } from '../../api/protocol';
import type { MealflowDeps } from '../../deps';
import { COOKIE_DAYS } from '../../domain/constants';
import { fromCall } from '../../shared/from-call';
import { partnerLogic } from './partner.machine';
import type { PartnerMachine } from './partner.machine';

/**
 * Binds the partner invitation: `partner` (GET with the code), `partner/confirm`, `partner/detach`;
 * the page's URL follows the state (navigation port, replace); LOGIN saves this page in the login's
 * redirect cookie (1 day, as the guards do) and opens /login.
 */
export function providePartner(deps: MealflowDeps): PartnerMachine {
  const { api, ports } = deps;
  const here = () => {
    const at = ports.navigation.current();
    return `${at.pathname}${at.search}`;
  };
  return partnerLogic.provide({
    actors: {
      loadPartner: fromCall(({ input, signal }: { input: { code: string | undefined }; signal: AbortSignal }) =>
        api.call(partner.get, input.code ? { code: input.code } : {}, { signal }),
      ),
      confirm: fromCall(({ input, signal }: { input: { code: string }; signal: AbortSignal }) =>
        api.call(partner.confirm, { code: input.code }, { signal }),
      ),
      detach: fromCall(({ signal }) => api.call(partner.detach, {}, { signal })),
    },
    actions: {
      showPage: (_, params) => {
        if (here() !== params.path) ports.navigation.replace(params.path);
      },
      goLogin: () => {
        ports.cookies.set(COOKIES.redirect, here(), { days: COOKIE_DAYS.redirectPath });
        ports.navigation.go('/login');
      },
    },
  });
}
