import { fromCall } from '../../shared/from-call';
import { auth } from '../../api/endpoints/auth';
import type { MealflowDeps } from '../../deps';
import { loginLogic, type LoginMachine } from './login.machine';

/** Binds the login machine to the API client (which it logs in with the token it gets) and the captcha port. */
export function provideLogin(deps: MealflowDeps): LoginMachine {
  return loginLogic.provide({
    actors: {
      sendSms: fromCall(async ({ input, signal }) => {
        const recaptchaToken = await deps.ports.captcha.getToken('send-sms');
        await deps.api.call(auth.sendSms, { phone: input.phone, cityId: input.cityId, recaptchaToken }, { signal });
      }),
      login: fromCall(async ({ input, signal }) => {
        const result = await deps.api.call(auth.login, input, { signal });
        // The API client is logged in by the login itself (its token cookie): a consumer without a
        // session actor makes authorised calls next. The session, when given, is told as before.
        deps.api.setToken(result.client_token);
        return { token: result.client_token, profile: result.profile };
      }),
    },
    actions: {
      goNext: ({ context }) => {
        if (context.next) deps.ports.navigation.replace(context.next);
      },
    },
  });
}
