#!/usr/bin/env node
/**
 * Writes the nginx server block of the static front end from `headers.mjs` (the one source of the
 * security headers) and the build's VITE_* environment. Used by the Docker image (with
 * `${API_UPSTREAM}` and `${PORT}` left for the nginx image's envsubst) and by
 * `npm run serve:production` (with real values).
 *
 *   node deploy/render-nginx.mjs [--root DIR] [--port N|'${PORT}'] [--upstream URL|'${API_UPSTREAM}'] [--brotli]
 *     [--trusted-proxies CIDR,CIDR]   (or TRUSTED_PROXIES): the CDN / load balancer in front, whose
 *                                     X-Forwarded-For names the client; none by default
 *     [--shells FILE]                 the build's cabinet shells manifest (`.vite/cabinet-shells.json`,
 *                                     deploy/cabinet-shells.mjs); default: the one in --root, if any
 *
 * The file is an `http {}`-level include (the nginx image's conf.d, serve-production.sh's
 * http block): the rate-limit zones sit beside the server block.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CABINET_SHELLS_MANIFEST, SMARTPHONE_USER_AGENT } from './cabinet-shells.mjs';
import { securityHeaders } from './headers.mjs';

/**
 * Request-rate limits of the calls that send an SMS or try a code, per client address (nginx's
 * leaky bucket: `rate` on average, `burst` at once). A person sends a code, maybe once more, and
 * types it a few times; a script sending SMS to strangers' phones or guessing codes gets 429, which
 * the app shows as 'Слишком много попыток. Попробуйте через минуту' (the login machine's README).
 * Generous, as many people can share one address (a mobile operator's NAT, an office).
 */
export const RATE_LIMITS = {
  sms: { rate: '6r/m', burst: 6, paths: ['authentication/send-sms', 'sms/mobile-app'] },
  login: { rate: '20r/m', burst: 15, paths: ['authentication/login', 'authentication/check-sms'] },
};

/** The session cookie the SDK's API client sends (`COOKIES.clientToken`; deploy.test.ts holds them equal). */
export const CLIENT_TOKEN_COOKIE = 'client_token';

/**
 * The maps that pick a cabinet route's shell (deploy/cabinet-shells.mjs): its route (the manifest's
 * regexes, in `matchPath`'s order), the device (the SDK's smartphone user agents) and a session (the
 * token cookie, or a `t`/`ct` token link). A guest, a wowfood host (its frame has other sections)
 * and a path without a shell get `-`: no such file, the plain `cabinet.html`.
 */
function shellMaps(entries, wowfoodHosts) {
  if (!entries.length) return '';
  const wowfood = wowfoodHosts.length ? wowfoodHosts.map((host) => `  ${host} 0;`).join('\n') : '  ~*wowfood 0;';
  return `
# The cabinet's per-route shells (deploy/cabinet-shells.mjs, issue 35).
map $http_user_agent $mealflow_device {
  default desktop;
  ${quoted(`~*${SMARTPHONE_USER_AGENT}`)} phone;
}
map "$cookie_${CLIENT_TOKEN_COOKIE}$arg_t$arg_ct" $mealflow_signed {
  "" 0;
  default 1;
}
map $host $mealflow_main_brand {
${wowfoodHosts.length ? '  hostnames;\n' : ''}  default 1;
${wowfood}
}
map "$mealflow_signed$mealflow_main_brand$uri" $mealflow_shell {
  default -;
${entries.map(({ regex, route, shell }) => `  ${quoted(`~^11${regex.slice(1)}`)} ${shell ? route : '-'};`).join('\n')}
}
`;
}

/** The shells manifest's routes (`[]` without one: a build without shells). */
export function readShells(file) {
  return file && existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).routes : [];
}

/** `"value"` for nginx, quotes and backslashes escaped. */
const quoted = (value) => `"${value.replace(/["\\]/g, '\\$&')}"`;

/** The regex of a limited group's locations: `/api/personal-cabinet/{version}/{path}`. */
export const limitedLocation = (paths) => `^/api/personal-cabinet/[^/]+/(${paths.join('|')})$`;

export function renderServer({
  root = '/usr/share/nginx/html',
  port = '${PORT}',
  upstream = '${API_UPSTREAM}',
  brotli = false,
  trustedProxies = [],
  env = process.env,
  shells = [],
} = {}) {
  const security = securityHeaders(env, { sandbox: false });
  const headers = Object.entries(security)
    .map(([name, value]) => `    add_header ${name} ${quoted(value)} always;`)
    .join('\n');
  // add_header in a location replaces the server's, so every location repeats the full set.
  const block = (extra = '') => `${headers}${extra ? `\n    ${extra}` : ''}`;
  const compressed = 'text/css application/javascript text/javascript application/json application/manifest+json image/svg+xml';
  const proxy = `proxy_pass ${upstream};
    proxy_http_version 1.1;
    proxy_set_header Host $host;
    # The client's address as nginx knows it (from a trusted proxy's header, see set_real_ip_from),
    # never a client-supplied X-Forwarded-For passed on: the backend locates the city and counts
    # its own limits by it.
    proxy_set_header X-Forwarded-For $remote_addr;
    proxy_set_header X-Real-IP $remote_addr;
    proxy_set_header X-Forwarded-Proto $scheme;
${Object.keys(security)
  .map((name) => `    proxy_hide_header ${name};`)
  .join('\n')}
${block()}`;
  const limited = Object.entries(RATE_LIMITS)
    .map(
      ([zone, { burst, paths }]) => `  location ~ ${limitedLocation(paths)} {
    limit_req zone=mealflow_${zone} burst=${burst} nodelay;
    ${proxy}
  }`,
    )
    .join('\n');
  const realIp = trustedProxies.length
    ? `\n  # The client's address from the trusted proxies' X-Forwarded-For (the last untrusted hop).\n${trustedProxies.map((cidr) => `  set_real_ip_from ${cidr};`).join('\n')}\n  real_ip_header X-Forwarded-For;\n  real_ip_recursive on;\n`
    : '';
  return `# Generated by deploy/render-nginx.mjs from deploy/headers.mjs — do not edit by hand.
${Object.entries(RATE_LIMITS)
  .map(([zone, { rate }]) => `limit_req_zone $binary_remote_addr zone=mealflow_${zone}:10m rate=${rate};`)
  .join('\n')}
${shellMaps(
  shells,
  (env['VITE_WOWFOOD_HOSTS'] ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean),
)}
server {
  listen ${port};
  root ${root};
  index index.html;
  server_tokens off;
  charset utf-8;
${realIp}
  # Over the calls' rate (RATE_LIMITS): 429, as the backend's own limit answers, in its JSON shape.
  limit_req_status 429;
  limit_req_log_level warn;
  error_page 429 = @too_many_requests;
  location @too_many_requests {
    default_type application/json;
${block()}
    return 429 '{"success":false}';
  }

  # The build's .gz and .br copies (deploy/precompress.mjs, highest levels) where they exist;
  # compressed on the fly otherwise.
  gzip on;
  gzip_static on;
  gzip_vary on;
  gzip_min_length 256;
  gzip_types ${compressed};
${brotli ? `  brotli on;\n  brotli_static on;\n  brotli_min_length 256;\n  brotli_types ${compressed};\n` : ''}
  # Source maps are built for the error tracker, never served.
  location ~* \\.map$ {
${block()}
    return 404;
  }
  # The build's indexes (Vite's manifest, chunk-modules.json) are for the build's scripts, never served.
  location ^~ /.vite/ {
${block()}
    return 404;
  }

  # Hashed by Vite: cache forever.
  location /assets/ {
${block('add_header Cache-Control "public, max-age=31536000, immutable" always;')}
    try_files $uri =404;
  }

  # The backend (and its static configs) behind the same origin; SMS and code calls rate-limited.
${limited}
  location /api/ {
    ${proxy}
  }
  location /configs/ {
    ${proxy}
  }
  # The static menu files (/menus/{brand}/current.json …); /menus/{orderId} is the app's page.
  location ~ ^/menus/.+\\.json$ {
    ${proxy}
  }

  location = /manifest.webmanifest {
    types { }
    default_type application/manifest+json;
${block('add_header Cache-Control "no-cache" always;')}
  }

  # The landing: index.html carries its static content, prerendered at build time.
  location = / {
${block('add_header Cache-Control "no-cache" always;')}
    try_files /index.html =404;
  }

  # The checkout's URLs (/instant-order/{hid}, /{product}/instant-order/{hid}, the cabinet's and the
  # other variants): the SPA shell that also preloads the checkout's chunks.
  location ~ ^/(?!api/|configs/|assets/)(.+/)?(instant-order|single-step-order)(/|$) {
${block('add_header Cache-Control "no-cache" always;')}
    try_files /checkout.html /app.html /index.html;
  }

  # The cabinet's URLs (/dashboard…, /new-dashboard…; the checkout's above): the route's shell for the
  # device (its frame and skeleton from the HTML), else the SPA shell that also preloads the cabinet's
  # prefetch, so a page's first reads start with the session's (issue 35).
  location ~ ^/(new-)?dashboard(/|$) {
${block(shells.length ? 'add_header Cache-Control "no-cache" always;\n    add_header Vary "User-Agent, Cookie" always;' : 'add_header Cache-Control "no-cache" always;')}
    try_files ${shells.length ? '/shells/$mealflow_shell.$mealflow_device.html ' : ''}/cabinet.html /app.html /index.html;
  }

  # Everything else is the SPA shell (app.html, no prerendered landing; index.html in builds
  # without one), revalidated on every visit.
  location / {
${block('add_header Cache-Control "no-cache" always;')}
    try_files $uri /app.html /index.html;
  }
}
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name) => {
    const at = process.argv.indexOf(`--${name}`);
    return at > 0 ? process.argv[at + 1] : undefined;
  };
  process.stdout.write(
    renderServer({
      ...(arg('root') ? { root: arg('root') } : {}),
      ...(arg('port') ? { port: arg('port') } : {}),
      ...(arg('upstream') ? { upstream: arg('upstream') } : {}),
      brotli: process.argv.includes('--brotli'),
      shells: readShells(arg('shells') ?? (arg('root') ? join(arg('root'), CABINET_SHELLS_MANIFEST) : undefined)),
      trustedProxies: (arg('trusted-proxies') ?? process.env['TRUSTED_PROXIES'] ?? '')
        .split(',')
        .map((cidr) => cidr.trim())
        .filter(Boolean),
    }),
  );
}
