import { HttpResponse, type HttpHandler } from 'msw';
import { route, type Sandbox } from './route';

/**
 * Stand-ins for third-party browser scripts, served by the sandbox with the same global API as the
 * real ones, so the app's provider adapters run unchanged against them:
 *
 * - `GET /api/stand-in/card-checkout.js` — a CloudPayments-style `cp.Checkout({ publicId })` whose
 *   `createPaymentCryptogram(fields)` encrypts the card with the sandbox's RSA-OAEP public key
 *   (WebCrypto, SHA-256). Only the sandbox holds the private key: the page, a proxy or a log sees an
 *   opaque base64 string.
 * - `GET /api/stand-in/recaptcha.js` — a reCAPTCHA v3-compatible `grecaptcha.ready/execute` that
 *   answers `sandbox-captcha-token`.
 *
 * Both go through the fault registry like any call (`api/stand-in/recaptcha.js:network` makes the
 * captcha fail to load).
 */
export const STAND_IN_PATHS = {
  cardCheckout: '/api/stand-in/card-checkout.js',
  recaptcha: '/api/stand-in/recaptcha.js',
} as const;

const RSA = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

let keys: Promise<CryptoKeyPair> | undefined;
/** One key pair per process: the script and the charge handler share it. */
export function sandboxCardKeys(): Promise<CryptoKeyPair> {
  keys ??= crypto.subtle.generateKey({ ...RSA, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) }, true, [
    'encrypt',
    'decrypt',
  ]);
  return keys;
}

const js = (body: string) =>
  new HttpResponse(body, { headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' } });

async function cardCheckoutScript(): Promise<string> {
  const jwk = await crypto.subtle.exportKey('jwk', (await sandboxCardKeys()).publicKey);
  return `/* mealflow sandbox: a stand-in for the card provider's checkout script (same global API). */
(function () {
  var jwk = ${JSON.stringify({ kty: jwk.kty, n: jwk.n, e: jwk.e, alg: jwk.alg, ext: true })};
  var key = null;
  function publicKey() {
    key = key || crypto.subtle.importKey('jwk', jwk, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
    return key;
  }
  function toBase64(buffer) {
    var bytes = new Uint8Array(buffer), text = '';
    for (var i = 0; i < bytes.length; i++) text += String.fromCharCode(bytes[i]);
    return btoa(text);
  }
  function Checkout(options) {
    if (!options || typeof options.publicId !== 'string' || !options.publicId) throw new Error('cp.Checkout: publicId is required');
    this.publicId = options.publicId;
  }
  Checkout.prototype.createPaymentCryptogram = function (fields) {
    var pan = String((fields && fields.cardNumber) || '').replace(/\\D/g, '');
    var month = String((fields && fields.expDateMonth) || ''), year = String((fields && fields.expDateYear) || '');
    var cvv = String((fields && fields.cvv) || '');
    if (pan.length < 16 || !/^\\d{2}$/.test(month) || !/^\\d{2}$/.test(year) || !/^\\d{3,4}$/.test(cvv)) {
      return Promise.reject(new Error('cp.Checkout: invalid card data'));
    }
    var plain = new TextEncoder().encode(JSON.stringify({ p: pan, e: month + '/' + year, c: cvv, k: this.publicId }));
    return publicKey().then(function (k) { return crypto.subtle.encrypt({ name: 'RSA-OAEP' }, k, plain); }).then(toBase64);
  };
  window.cp = { Checkout: Checkout };
})();
`;
}

const RECAPTCHA_SCRIPT = `/* mealflow sandbox: a reCAPTCHA v3-compatible stand-in. */
(function () {
  window.grecaptcha = {
    ready: function (callback) { setTimeout(callback, 0); },
    execute: function (siteKey, options) {
      if (!siteKey) return Promise.reject(new Error('grecaptcha: site key is required'));
      return Promise.resolve('sandbox-captcha-token');
    }
  };
})();
`;

/** Decrypts a cryptogram made by the stand-in script; undefined when it is not one of ours. */
export async function decryptCardCryptogram(
  cryptogram: string,
): Promise<{ pan: string; exp: string; cvv: string; publicId: string } | undefined> {
  try {
    const bytes = Uint8Array.from(atob(cryptogram), (c) => c.charCodeAt(0));
    const plain = await crypto.subtle.decrypt(RSA, (await sandboxCardKeys()).privateKey, bytes);
    const parsed = JSON.parse(new TextDecoder().decode(plain)) as { p?: string; e?: string; c?: string; k?: string };
    return parsed.p && parsed.e && parsed.c ? { pan: parsed.p, exp: parsed.e, cvv: parsed.c, publicId: parsed.k ?? '' } : undefined;
  } catch {
    return undefined;
  }
}

export function standInHandlers(sandbox: Sandbox): HttpHandler[] {
  return [
    route(sandbox, 'GET', STAND_IN_PATHS.cardCheckout.slice(1), async () => js(await cardCheckoutScript()), { absolute: true }),
    route(sandbox, 'GET', STAND_IN_PATHS.recaptcha.slice(1), () => js(RECAPTCHA_SCRIPT), { absolute: true }),
  ];
}
