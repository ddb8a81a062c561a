import { COOKIES } from '@mealflow/sdk/api';
import { createBrowserCookies } from '@mealflow/sdk/browser';
import type { NavigationDecision } from '@mealflow/sdk/routing';

const cookies = createBrowserCookies();

/**
 * What a guard's decision asks of the browser besides the page: the saved redirect cookie used up or
 * kept, the console line of a route the brand disables, and the address replaced (`navigate`). One
 * place for the Router (every address it renders) and the entry (the address the app opens on,
 * before its first render: `main.tsx`).
 */
export function followDecision(decision: NavigationDecision, navigate: (to: string) => void): void {
  // A render may use up the saved redirect too (the saved page is the one being opened).
  if (decision.clearRedirectCookie) cookies.remove(COOKIES.redirect);
  if (decision.kind !== 'redirect') return;
  // A route disabled in the brand (personal-cabinet §2.3) is logged, not shown.
  if (decision.consoleError) console.error(decision.consoleError);
  if (decision.setRedirectCookie) cookies.set(COOKIES.redirect, decision.setRedirectCookie, { days: 1 });
  navigate(decision.to);
}
