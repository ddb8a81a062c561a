/**
 * Build-time configuration (Vite's `import.meta.env`, documented in the README). Every value has a
 * default that works for the sandbox build; a production build sets them in its environment.
 */
export interface AppConfig {
  /** Backend origin for `/api/...` and `/configs/...`; '' = the page's own origin. */
  apiBaseUrl: string;
  /** The card provider's checkout script (CloudPayments-style `cp.Checkout`). */
  cardScriptUrl: string;
  /** reCAPTCHA v3 site key; empty = no captcha script, calls go without a token. */
  captchaSiteKey: string;
  /** The captcha script; default Google's `api.js?render=<site key>`. */
  captchaScriptUrl: string | undefined;
  /** Hosts of the wowfood brand (exact host or a `.suffix`); empty = any host containing "wowfood". */
  wowfoodHosts: string[];
  /** The app-install tracking link an invited smartphone visitor goes to (§2.3); default the app's landing. */
  appInstallUrl: string;
  /** `VITE_ANALYTICS=on`: events go to the site's analytics proxies (`app/analytics.ts`); default off. */
  analyticsEnabled: boolean;
  /** The Yandex Metrica counter whose object (`yaCounter<id>`) gets the second brand's flag; empty = no flag. */
  metrikaCounterId: string;
}

const env = import.meta.env;
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export const appConfig: AppConfig = {
  apiBaseUrl: text(env['VITE_API_BASE_URL']).replace(/\/$/, ''),
  cardScriptUrl: text(env['VITE_CARD_SCRIPT_URL']) || 'https://checkout.cloudpayments.ru/checkout.js',
  captchaSiteKey: text(env['VITE_CAPTCHA_SITE_KEY']),
  captchaScriptUrl: text(env['VITE_CAPTCHA_SCRIPT_URL']) || undefined,
  wowfoodHosts: text(env['VITE_WOWFOOD_HOSTS'])
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean),
  appInstallUrl: text(env['VITE_APP_INSTALL_URL']) || '/transfland',
  analyticsEnabled: text(env['VITE_ANALYTICS']) === 'on',
  metrikaCounterId: text(env['VITE_METRIKA_COUNTER_ID']),
};

/** The brand of a host by the configured mapping. */
export function brandOfHost(host: string, wowfoodHosts: readonly string[] = appConfig.wowfoodHosts): 'main' | 'wowfood' {
  const name = host.toLowerCase().replace(/:\d+$/, '');
  if (wowfoodHosts.length === 0) return name.includes('wowfood') ? 'wowfood' : 'main';
  return wowfoodHosts.some((h) => (h.startsWith('.') ? name.endsWith(h) || name === h.slice(1) : name === h)) ? 'wowfood' : 'main';
}
