/**
 * The first thing every page runs, inline at the top of its `<head>` (before any stylesheet, icon,
 * manifest or module is asked for): a `?t=` / `?ct=` token link (personal-cabinet §2.3) leaves the
 * address bar at once, so no request of the page (same-origin ones send the whole address as
 * their Referer) and no history entry carries the token. The address as it came is handed to the
 * entry module in `window.__mealflowLinkSearch`, which stores the token (`adoptLinkParams` of the
 * SDK: the rules stay there) and forgets it. The CSP allows exactly this script by its hash
 * (`headers.mjs`), no other inline script.
 */
import { createHash } from 'node:crypto';

export const TOKEN_LINK_SCRIPT =
  '(function(){var l=location,q=new URLSearchParams(l.search);if(!q.has("t")&&!q.has("ct"))return;' +
  'window.__mealflowLinkSearch=l.search;q.delete("t");q.delete("ct");var s=q.toString();' +
  'history.replaceState(history.state,"",l.pathname+(s?"?"+s:"")+l.hash)})()';

/** The CSP source that allows the script and nothing else inline. */
export const TOKEN_LINK_SCRIPT_HASH = `'sha256-${createHash('sha256').update(TOKEN_LINK_SCRIPT).digest('base64')}'`;

/**
 * `html` with the script as the first element of its `<head>`, before anything that is fetched
 * (the `<meta charset>` after it stays well inside the first 1024 bytes).
 */
export function withTokenLinkScript(html) {
  const head = /<head>/i.exec(html);
  if (!head) throw new Error('token-link: the page has no <head>');
  const at = head.index + head[0].length;
  return `${html.slice(0, at)}\n    <script>${TOKEN_LINK_SCRIPT}</script>${html.slice(at)}`;
}
