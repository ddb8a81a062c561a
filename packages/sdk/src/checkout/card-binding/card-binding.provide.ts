import { fromPromise } from 'xstate';
import { cardBinding } from '../../api/endpoints/card-binding';
import { payments } from '../../api/endpoints/payments';
import type { MealflowDeps } from '../../deps';
import { sendEffect } from '../../shared/effect';
import { derivedIntentKey } from '../../api/effects';
import { paymentResultPath } from '../../routing/routes';
import { cardHolderActor } from '../payment/card-holder';
import { isSafeActionUrl } from '../payment/payment.rules';
import { cardBindingLogic } from './card-binding.machine';
import { BINDING_QUERY, bindingChargeKey, bindingReturnPath } from './card-binding.rules';
import type { BindingState } from './card-binding.types';
import type { CardBindingMachine } from './card-binding.machine';

/** Whether a binding payment saved its card: what the 3-D Secure return, the result page and an uncertain charge ask. */
export async function askBindingState(deps: Pick<MealflowDeps, 'api'>, payment: string, signal?: AbortSignal): Promise<BindingState> {
  // A check, not the client's call: its caller says what a failure means.
  const answer = await deps.api.call(cardBinding.clientCard, { payment }, { background: true, ...(signal ? { signal } : {}) });
  return { card: answer.card ?? undefined, processing: answer.card ? false : answer.isProcessing };
}

/** Binds the binding to `payments/for-token-binding`, `payments/charge-card`, `payments/get-client-card` and the card and navigation ports. */
export function provideCardBinding(deps: MealflowDeps): CardBindingMachine {
  const { api, ports } = deps;
  return cardBindingLogic.provide({
    actors: {
      cardHolder: cardHolderActor(ports),
      createBinding: fromPromise(async ({ input }) => {
        const info = await sendEffect(deps, {
          endpoint: cardBinding.forTokenBinding,
          input: input.hid === '0' ? {} : { orderId_H: input.hid },
          intent: { scope: `binding:${input.hid}` },
        });
        return { payment: info.payment, publicId: info.publicId };
      }),
      charge: fromPromise(async ({ input }) => {
        const answer = await api.call(
          payments.chargeCard,
          {
            payment: input.payment,
            cryptogram: input.cryptogram,
            name: input.cardholder,
            redirect_after_3ds_to: bindingReturnPath(input.hid, input.payment),
          },
          { idempotencyKey: derivedIntentKey(bindingChargeKey(input.payment)) },
        );
        if (answer.require3DS && answer.action_url)
          return { kind: '3ds' as const, actionUrl: answer.action_url, method: answer.method ?? 'POST', params: answer.params ?? {} };
        return { kind: 'bound' as const };
      }),
      checkBinding: fromPromise(({ input, signal }) => askBindingState(deps, input.payment, signal)),
    },
    actions: {
      submit3ds: ({ context }, { output }) => {
        if (output.kind !== '3ds') return;
        if (isSafeActionUrl(output.actionUrl, (url) => ports.cardCryptogram.trustsActionUrl?.(url) === true))
          ports.navigation.submitForm(output.actionUrl, output.params, output.method);
        else
          ports.navigation.go(
            `${paymentResultPath(context.hid, 'cardbind', 'fail')}?${BINDING_QUERY}=${encodeURIComponent(context.payment ?? '')}`,
          );
      },
    },
  });
}
