/**
 * Ports over third-party browser scripts: the card provider's checkout script (CloudPayments-style
 * `cp.Checkout`) and a reCAPTCHA v3-compatible captcha (`grecaptcha`). The script URL is
 * configuration: production points at the provider, the sandbox serves a stand-in with the same
 * global API, so the same adapter code runs everywhere. Nothing loads until a port is used.
 */
import { ApiError } from './api/errors';
import type { AnalyticsPort, CaptchaPort, CardCryptogramPort, VkPayPort } from './ports';

/** Shown when the captcha script cannot be loaded; the form keeps its data and the button works again. */
export const CAPTCHA_UNAVAILABLE_MESSAGE =
  'Не удалось загрузить проверку «Я не робот». Проверьте подключение к интернету и попробуйте ещё раз';

const loading = new Map<string, Promise<void>>();

/**
 * Adds `<script src>` once per URL and resolves when it has run. A failed or timed-out load is
 * forgotten (the element removed), so the next call tries again.
 */
export function loadScript(src: string, timeoutMs = 15_000): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.crossOrigin = 'anonymous';
    const fail = (reason: string) => {
      clearTimeout(timer);
      script.remove();
      loading.delete(src);
      reject(new Error(`${src}: ${reason}`));
    };
    const timer = setTimeout(() => fail(`not loaded in ${timeoutMs} ms`), timeoutMs);
    script.addEventListener('load', () => {
      clearTimeout(timer);
      resolve();
    });
    script.addEventListener('error', () => fail('failed to load'));
    document.head.append(script);
  });
  loading.set(src, promise);
  return promise;
}

function globalOf<T>(name: string): T | undefined {
  return (globalThis as unknown as Record<string, T | undefined>)[name];
}

/** The subset of the provider's checkout script the adapter uses. */
export interface CardCheckoutGlobal {
  Checkout: new (options: { publicId: string }) => {
    createPaymentCryptogram(fields: {
      cardNumber: string;
      expDateMonth: string;
      expDateYear: string;
      cvv: string;
      name?: string;
    }): Promise<string>;
  };
}

export interface ProviderCryptogramOptions {
  /** The provider's checkout script, e.g. `https://checkout.cloudpayments.ru/checkout.js`. */
  scriptUrl: string;
  /** The global the script defines (default `cp`). */
  global?: string;
  timeoutMs?: number;
}

/**
 * Card cryptogram through the provider's script: `new cp.Checkout({ publicId })`, then
 * `createPaymentCryptogram(fields)`. The card never leaves the script except as the cryptogram.
 */
export function createProviderCryptogram(options: ProviderCryptogramOptions): CardCryptogramPort {
  return {
    async createCryptogram({ cardNumber, expiry, cvv, name, publicId }) {
      await loadScript(options.scriptUrl, options.timeoutMs);
      const cp = globalOf<CardCheckoutGlobal>(options.global ?? 'cp');
      if (!cp?.Checkout) throw new Error(`${options.scriptUrl} did not define ${options.global ?? 'cp'}.Checkout`);
      const [month = '', year = ''] = expiry.split('/');
      const checkout = new cp.Checkout({ publicId });
      return checkout.createPaymentCryptogram({
        cardNumber: cardNumber.replace(/\D/g, ''),
        expDateMonth: month,
        expDateYear: year,
        cvv,
        name,
      });
    },
  };
}

/** The subset of reCAPTCHA v3 the adapter uses. */
export interface RecaptchaGlobal {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

export interface RecaptchaOptions {
  siteKey: string;
  /** Default: Google's `api.js?render=<siteKey>`. */
  scriptUrl?: string;
  /** Asked before every token: the backend's `captchaEnabled` and no `no_captcha` switch. Disabled = empty token, nothing loaded. */
  enabled?: () => boolean | Promise<boolean>;
  timeoutMs?: number;
}

/** reCAPTCHA actions allow only `[A-Za-z/_]`. */
const actionName = (action: string) => action.replace(/[^A-Za-z/_]/g, '_');

/**
 * Captcha through a reCAPTCHA v3-compatible script, loaded on the first token that is needed.
 * A script that does not load becomes an `ApiError` of kind `captcha` with a readable text, so the
 * machines show it and stay where they were (the order and the form are kept, the button retries).
 */
export function createRecaptcha(options: RecaptchaOptions): CaptchaPort {
  const scriptUrl = options.scriptUrl ?? `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(options.siteKey)}`;
  return {
    async getToken(action) {
      if (options.enabled && !(await options.enabled())) return '';
      try {
        await loadScript(scriptUrl, options.timeoutMs);
        const grecaptcha = globalOf<RecaptchaGlobal>('grecaptcha');
        if (!grecaptcha) throw new Error(`${scriptUrl} did not define grecaptcha`);
        return await new Promise<string>((resolve, reject) => {
          grecaptcha.ready(() => {
            grecaptcha.execute(options.siteKey, { action: actionName(action) }).then(resolve, reject);
          });
        });
      } catch (error) {
        throw new ApiError({
          kind: 'captcha',
          call: action,
          message: `captcha unavailable: ${String(error)}`,
          userMessage: CAPTCHA_UNAVAILABLE_MESSAGE,
        });
      }
    },
  };
}

/** No captcha configured (no site key): calls go without a token. */
export const noCaptcha: CaptchaPort = { getToken: () => Promise.resolve('') };

/** No VK Pay adapter: the port exists for the type, and the checkout does not offer the method. */
export const noVkPay: VkPayPort & { readonly available: false } = {
  available: false,
  open: () => Promise.resolve({ status: 'failed' }),
};

/** The production default: analytics goes nowhere until a real adapter is configured. */
export const noAnalytics: AnalyticsPort = { track: () => undefined };
