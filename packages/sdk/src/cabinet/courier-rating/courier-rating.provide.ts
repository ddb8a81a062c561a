import { payments } from '../../api/endpoints/payments';
import { profile as profileCalls } from '../../api/endpoints/profile';
import { rating } from '../../api/endpoints/rating';
import { rootCalls } from '../../api/endpoints/root';
import { assistUrlAllowed } from '../../checkout/assist-payment/assist-payment.rules';
import { tips as tipCalls } from '../../api/endpoints/tips';
import type { MealflowDeps } from '../../deps';
import { clientCityId } from '../../domain/cities';
import { fromCall } from '../../shared/from-call';
import { sendEffect } from '../../shared/effect';
import { endIntent, isEffectUnknown } from '../../api/effects';
import { isSafeActionUrl } from '../../checkout/payment/payment.rules';
import { courierRatingLogic } from './courier-rating.machine';
import { TipDeclined, tipIntent } from './courier-rating.rules';
import type { PayTipOutput } from './courier-rating.types';
import type { CourierRatingMachine } from './courier-rating.machine';

/**
 * Binds courier ratings and tips to the API: `rating-tasks/get` with the tip amounts
 * (`tips/templates`) and the saved card (`client-profile`); `rating-tasks/{task_id}`;
 * `rating-tasks/close/{id}`; a tip is `payments/for-tip`, then `payments/tip/charge-token` with the saved
 * card, or — for a new card — the card read once into a cryptogram (card port) and the send-payment
 * call (`payments/charge-card`: payment, cryptogram, name, redirect_after_3ds_to). 3-D Secure is
 * submitted through the navigation port. On the Assist page: `payments/for-tip`, then
 * `assist-pay-request-for-tip` and the page opened (a GET redirect or a posted form). A charge
 * without success throws its `message`. Every charge goes through `sendEffect` with the tip's intent
 * (`tipIntent`: task, courier, amount): a retry after a lost answer sends the same key, so a tip is
 * charged once (issue 36).
 */
export function provideCourierRating(deps: MealflowDeps): CourierRatingMachine {
  const { api, ports } = deps;
  return courierRatingLogic.provide({
    actors: {
      load: fromCall(async ({ input, signal }) => {
        const [tasks, amounts, client] = await Promise.all([
          api.call(rating.tasks, {}, { signal, background: input.background }).catch((error: unknown) => {
            if (input.background) console.warn('rating-tasks/get failed, no tips modal', error);
            throw error;
          }),
          // The tip amounts; a failed template load is logged only (§8): the dialog offers none.
          api.call(tipCalls.templates, {}, { signal, background: true }).catch((error: unknown) => {
            console.warn('tips/templates failed', error);
            return { tips: [] };
          }),
          api.call(profileCalls.get, {}, { signal, background: input.background }),
        ]);
        return {
          task: tasks.tasks ?? undefined,
          prompt: tasks.shouldBeShown.ratingScreen,
          reasons: tasks.feedback_reasons.logisticsStars,
          tips: amounts.tips,
          savedCard: client.profile.card ?? undefined,
          cityId: clientCityId(client.profile),
        };
      }),
      rate: fromCall(async ({ input, signal }) => {
        await api.call(
          rating.rate,
          { task_id: input.taskId, driverId: input.driverId, stars: input.stars, reasons: input.reasons },
          { signal },
        );
        return { driverId: input.driverId };
      }),
      close: fromCall(async ({ input, signal }) => {
        await api.call(rating.close, { id: input.taskId }, { signal });
      }),
      payTip: fromCall(async ({ input, signal }): Promise<PayTipOutput> => {
        const intent = { scope: tipIntent(input) };
        // The tip's payment: one per tip intent, its key kept until the charge (or the Assist request) is answered.
        const opened = { scope: `payment-${intent.scope}`, kept: true };
        const info = await sendEffect(deps, {
          endpoint: rating.forTip,
          input: { task_id: input.taskId, driverId: input.driverId, amount_id: input.amountId },
          intent: opened,
          signal,
        });
        // Answered (paid, declined, refused): the next press opens a new payment. Not known: this one, charged with the same key.
        const answered = <T>(output: T): T => {
          endIntent(ports.storage, opened.scope);
          return output;
        };
        const charged = <T>(call: Promise<T>): Promise<T> =>
          call.then(answered, (error: unknown) => {
            if (!isEffectUnknown(error)) answered(undefined);
            throw error;
          });
        if (input.assist) {
          // The Assist page (§7 Tips): back to where the client was, whatever the outcome.
          const page = await charged(
            sendEffect(deps, {
              endpoint: rootCalls.assistPayForTip,
              input: { payment: info.payment, urlReturnOk: input.returnPath, urlReturnError: input.returnPath },
              intent: { scope: `assist-${intent.scope}` },
              signal,
            }),
          );
          if (!assistUrlAllowed(page.url, ports.navigation.current().host)) throw new TipDeclined(undefined);
          if (page.method === 'POST') ports.navigation.submitForm(page.url, page.params ?? {}, 'POST');
          else ports.navigation.hardRedirect(page.url);
          return { status: 'assist' };
        }
        if (!input.card) {
          const answer = await charged(
            sendEffect(deps, {
              endpoint: rating.chargeToken,
              input: { payment: info.payment, card: input.savedCardId ?? '' },
              intent,
              signal,
            }),
          );
          if (answer.success === false) throw new TipDeclined(answer.message ?? undefined, answer.data);
          return { status: 'paid' };
        }
        const data = input.card.read();
        const cryptogram = await ports.cardCryptogram.createCryptogram({ ...data, publicId: info.publicId });
        const charge = { payment: info.payment, cryptogram, name: data.name, redirect_after_3ds_to: input.returnPath };
        const answer = await charged(
          sendEffect(deps, { endpoint: payments.chargeCard, input: charge, intent: { scope: `card-${intent.scope}` }, signal }),
        );
        if (answer.success === false) throw new TipDeclined(answer.message ?? undefined, answer.data);
        if (answer.require3DS && answer.action_url) {
          if (!isSafeActionUrl(answer.action_url, (url) => ports.cardCryptogram.trustsActionUrl?.(url) === true))
            throw new TipDeclined(undefined);
          ports.navigation.submitForm(answer.action_url, answer.params ?? {}, answer.method ?? 'POST');
          return { status: '3ds' };
        }
        return { status: 'paid' };
      }),
    },
  });
}
