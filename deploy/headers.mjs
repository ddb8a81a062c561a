/**
 * The one source of truth for the security headers of every response: `vite preview` applies it
 * (so e2e runs under the same CSP), and `render-nginx.mjs` writes it into the nginx config that
 * the Docker image and `npm run serve:production` use. Origins come from the same build-time
 * environment as the app (see the README's "Deploy" section).
 */

/** The origin of an absolute URL, or undefined for a same-origin path or an empty value. */
export function originOf(url) {
  if (!url || !/^https?:\/\//i.test(url)) return undefined;
  return new URL(url).origin;
}

/**
 * @param {Record<string, string | undefined>} env  VITE_* values of the build
 * @param {{ sandbox?: boolean }} options  sandbox builds post 3-D Secure to the sandbox's own ACS page
 */
export function securityHeaders(env = {}, options = {}) {
  // The sandbox build loads the stand-in scripts from its own origin.
  const card = options.sandbox ? undefined : originOf(env.VITE_CARD_SCRIPT_URL || 'https://checkout.cloudpayments.ru/checkout.js');
  const captchaScript = env.VITE_CAPTCHA_SITE_KEY && !options.sandbox ? originOf(env.VITE_CAPTCHA_SCRIPT_URL || 'https://www.google.com/recaptcha/api.js') : undefined;
  // reCAPTCHA loads its code from www.gstatic.com and frames www.google.com.
  const captchaExtra = captchaScript === 'https://www.google.com' ? ['https://www.gstatic.com'] : [];
  const api = originOf(env.VITE_API_BASE_URL);
  const list = (...values) => [...new Set(values.filter(Boolean))].join(' ');
  const csp = [
    `default-src 'self'`,
    `script-src ${list("'self'", card, captchaScript, ...captchaExtra)}`,
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
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    // `?t=` login tokens must never leave in a Referer: only the origin goes to other sites.
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=()',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
