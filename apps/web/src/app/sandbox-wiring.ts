import type { VkPayPort, VkPayResult } from '@mealflow/sdk';
import { appConfig } from '../shared/runtime/config';
import { createProductionWiring, type BrowserWiring } from './ports';

/**
 * The sandbox build's wiring (dev server, `vite build --mode sandbox`, e2e, demos): the production
 * adapters pointed at the sandbox's stand-in scripts (same global APIs), a stand-in VK Pay dialog,
 * and the `?fault=` switch forwarded as the sandbox's fault header. The production build never
 * reaches this module (see `loadBrowserWiring`). The paths and the header must match the sandbox's
 * `STAND_IN_PATHS` and `FAULT_HEADER` (a unit test checks).
 */
export const SANDBOX_WIRING = {
  cardScriptPath: '/api/stand-in/card-checkout.js',
  captchaScriptPath: '/api/stand-in/recaptcha.js',
  captchaSiteKey: 'sandbox-site-key',
  faultHeader: 'X-Mealflow-Fault',
} as const;

/**
 * A stand-in VK Pay window: 'Оплатить' tells the sandbox the payment went through (as VK Pay's
 * server notification would) and succeeds; 'Закрыть' (or Esc) closes without paying.
 */
export function createStandInVkPay(
  doc: Document = document,
  notify: (session: unknown) => Promise<unknown> = notifySandboxVkPay,
): VkPayPort {
  return {
    open: (session) =>
      new Promise<VkPayResult>((resolve) => {
        const dialog = doc.createElement('dialog');
        dialog.setAttribute('aria-label', 'VK Pay (песочница)');
        const title = doc.createElement('p');
        title.textContent = 'VK Pay — окно оплаты песочницы';
        const pay = doc.createElement('button');
        pay.type = 'button';
        pay.textContent = 'Оплатить';
        const close = doc.createElement('button');
        close.type = 'button';
        close.textContent = 'Закрыть';
        let result: VkPayResult = { status: 'closed' };
        pay.addEventListener('click', () => {
          pay.disabled = true;
          void notify(session)
            .then(
              () => (result = { status: 'success' }),
              () => (result = { status: 'failed' }),
            )
            .finally(() => dialog.close());
        });
        close.addEventListener('click', () => dialog.close());
        dialog.addEventListener('close', () => {
          dialog.remove();
          resolve(result);
        });
        dialog.append(title, pay, close);
        doc.body.append(dialog);
        if (typeof dialog.showModal === 'function') dialog.showModal();
        else dialog.setAttribute('open', '');
      }),
  };
}

/** The sandbox's stand-in for VK Pay's notification to the backend (`payments/stand-in/vkpay-complete`). */
function notifySandboxVkPay(session: unknown): Promise<unknown> {
  const payment = (session as { payment?: unknown } | null)?.payment;
  return fetch(`${appConfig.apiBaseUrl}/api/personal-cabinet/v1/payments/stand-in/vkpay-complete`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ payment }),
  }).then((response) => (response.ok ? response : Promise.reject(new Error(`vkpay-complete ${response.status}`))));
}

export function createSandboxWiring(): BrowserWiring {
  const base = appConfig.apiBaseUrl;
  const wiring = createProductionWiring(
    { ...appConfig, cardScriptUrl: `${base}${SANDBOX_WIRING.cardScriptPath}` },
    { captchaSiteKey: SANDBOX_WIRING.captchaSiteKey, captchaScriptUrl: `${base}${SANDBOX_WIRING.captchaScriptPath}` },
  );
  return {
    ...wiring,
    ports: {
      ...wiring.ports,
      // The sandbox's ACS page is plain http on the page's own origin.
      cardCryptogram: {
        ...wiring.ports.cardCryptogram,
        trustsActionUrl: (url) => url.origin === location.origin && url.pathname === '/sandbox-acs',
      },
      vkPay: createStandInVkPay(),
    },
    headers: (): Record<string, string> => {
      const fault = new URLSearchParams(location.search).get('fault');
      return fault ? { [SANDBOX_WIRING.faultHeader]: fault } : {};
    },
  };
}
