import { emailPopup } from '../../api/endpoints/email-popup';
import { todayIso } from '../../domain/dates';
import type { MealflowDeps } from '../../deps';
import { fromCall } from '../../shared/from-call';
import { emailPopupLogic, type EmailPopupMachine } from './email-popup.machine';
import { serviceNow } from '../../shared/service-now';

/** The day the client answered 'Не сейчас' (ours): not asked again that day. */
export const EMAIL_POPUP_CLOSED_KEY = 'email_popup_closed';

/** Binds the popup to `email-fill-popup` GET (a background call: its failure is never shown) and POST. */
export function provideEmailPopup(deps: MealflowDeps): EmailPopupMachine {
  const { api, ports } = deps;
  const today = () => todayIso(serviceNow(ports));
  return emailPopupLogic.provide({
    actors: {
      load: fromCall(async ({ signal }) => {
        if (ports.storage.get(EMAIL_POPUP_CLOSED_KEY) === today()) return { popup: null, timeToShow: 0 };
        return api.call(emailPopup.get, {}, { signal, background: true });
      }),
      save: fromCall(async ({ input, signal }) => {
        const r = await api.call(emailPopup.save, input, { signal });
        return { promocode: r.promocode ?? undefined };
      }),
    },
    actions: { rememberClosed: () => ports.storage.set(EMAIL_POPUP_CLOSED_KEY, today()) },
  });
}
