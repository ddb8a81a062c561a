import { funnel as funnelCalls } from '../../api/endpoints/funnel';
import { profile as profileCalls } from '../../api/endpoints/profile';
import type { ProfileSetRequest } from '../../api/schemas/profile';
import type { MealflowDeps } from '../../deps';
import { fromCall } from '../../shared/from-call';
import { newClientPaymentPath } from './new-client';
import { newClientProfileLogic, type NewClientProfileMachine } from './new-client-profile.machine';

/** Binds the profile step to `orders/get` + `client-profile` (in parallel), `client-profile-set` and the navigation port. */
export function provideNewClientProfile(deps: MealflowDeps): NewClientProfileMachine {
  const { api, ports } = deps;
  return newClientProfileLogic.provide({
    actors: {
      load: fromCall(async ({ input, signal }: { input: { hid: string }; signal: AbortSignal }) => {
        const [order, profile] = await Promise.all([
          api.call(funnelCalls.getOrder, { orderId_H: input.hid }, { signal }),
          api.call(profileCalls.get, {}, { signal }),
        ]);
        return { order: order.order, profile: profile.profile };
      }),
      save: fromCall(
        async ({ input, signal }: { input: ProfileSetRequest; signal: AbortSignal }) =>
          (await api.call(profileCalls.set, input, { signal })).profile,
      ),
    },
    actions: {
      goToPayment: ({ context }) => ports.navigation.go(newClientPaymentPath(context.hid)),
    },
  });
}
