/**
 * The one source of truth for the security headers of every response: `vite preview` applies it
 * (so e2e runs under the same CSP), and `render-nginx.mjs` writes it into the nginx config that
 * the Docker image and `npm run serve:production` use. Origins come from the same build-time
 * environment as the app (see the README's "Deploy" section).
 */
import { TOKEN_LINK_SCRIPT_HASH } from './token-link.mjs';

/** The name of the CSP's reporting endpoint (`report-to`, `Reporting-Endpoints`). */
export const CSP_REPORT_GROUP = 'csp';

/** The origin of an absolute URL, or undefined for a same-origin path or an empty value. */
export function originOf(url) {
  if (!url || !/^https?:\/\//i.test(url)) return undefined;
  return new URL(url).origin;
}

/**
 * @param {Record<string, string | undefined>} env  VITE_* values of the build, and `CSP_REPORT_URL`:
 *   where browsers post CSP violation reports (`report-uri` for every browser, `report-to` +
 *   `Reporting-Endpoints` for those that have the Reporting API); none when unset
 * @param {{ sandbox?: boolean }} options  sandbox builds post 3-D Secure to the sandbox's own ACS page
 */
export function securityHeaders(env = {}, options = {}) {
  // The sandbox build loads the stand-in scripts from its own origin.
  const card = options.sandbox ? undefined : originOf(env.VITE_CARD_SCRIPT_URL || 'https://checkout.cloudpayments.ru/checkout.js');
  const captchaScript =
    env.VITE_CAPTCHA_SITE_KEY && !options.sandbox
      ? originOf(env.VITE_CAPTCHA_SCRIPT_URL || 'https://www.google.com/recaptcha/api.js')
      : undefined;
  // reCAPTCHA loads its code from www.gstatic.com and frames www.google.com.
  const captchaExtra = captchaScript === 'https://www.google.com' ? ['https://www.gstatic.com'] : [];
  const api = originOf(env.VITE_API_BASE_URL);
  const report = env.CSP_REPORT_URL || undefined;
  if (report && /[\s;,"]/.test(report)) throw new Error(`CSP_REPORT_URL must be one URL: ${report}`);
  const list = (...values) => [...new Set(values.filter(Boolean))].join(' ');
  const csp = [
    `default-src 'self'`,
    // The one inline script is the token-link cleaner at the top of every page (token-link.mjs), by its hash.
    `script-src ${list("'self'", TOKEN_LINK_SCRIPT_HASH, card, captchaScript, ...captchaExtra)}`,
    // Styles: our CSS files only; no inline <style> and no style="" attributes.
    `style-src 'self'`,
    `img-src 'self' data:`,
    `font-src 'self'`,
    `connect-src ${list("'self'", api, card, captchaScript, ...captchaExtra)}`,
    `frame-src ${list(card, captchaScript) || "'none'"}`,
    `worker-src 'self'`,
    `manifest-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `frame-ancestors 'none'`,
    // 3-D Secure posts the card holder to the bank's ACS page, whose origin is the bank's and is
    // only known from the charge answer: any https page; the sandbox's ACS lives on our origin.
    `form-action ${options.sandbox ? "'self'" : "'self' https:"}`,
    // A changed or injected script on the payment page is reported, not only blocked.
    ...(report ? [`report-uri ${report}`, `report-to ${CSP_REPORT_GROUP}`] : []),
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    ...(report ? { 'Reporting-Endpoints': `${CSP_REPORT_GROUP}="${report}"` } : {}),
    // Production is served over HTTPS only: browsers never try plain HTTP again for a year (also
    // for subdomains: the cabinet's `lk.` host is the same app). Browsers ignore it over plain HTTP,
    // so local http://localhost runs are unaffected; no `preload` (a list that is hard to leave).
    ...(options.sandbox ? {} : { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' }),
    'X-Content-Type-Options': 'nosniff',
    // `?t=` login tokens must never leave in a Referer: only the origin, to other sites and to our
    // own. The browser's preload scanner asks for the stylesheet and the page's modules before any
    // script runs (the token-link script included), with the address as it came: only this policy,
    // known before the HTML is read, keeps the token out of those requests.
    'Referrer-Policy': 'strict-origin',
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=()',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
