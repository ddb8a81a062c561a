/**
 * Browser implementations of the ports the runtime uses (re-exported by `browser.ts`, the
 * `@mealflow/sdk/browser` entry): a module of their own so that the app's first paint does not carry them.
 */
import type { AnalyticsPort, ClipboardPort, ClockPort, NavigationPort, NotifyPort, PageLifecyclePort } from './ports';

export const browserClock: ClockPort = { now: () => Date.now() };

/**
 * Navigation through the History API. `onChange` lets the router (wouter) re-render; the app
 * passes its own navigate function so that in-app links and machines share one history.
 */
export function createBrowserNavigation(navigate?: (path: string, options?: { replace?: boolean }) => void): NavigationPort {
  const go = (path: string, replace: boolean) => {
    if (navigate) navigate(path, { replace });
    else if (replace) history.replaceState(null, '', path);
    else history.pushState(null, '', path);
  };
  return {
    current: () => ({ pathname: location.pathname, search: location.search, hash: location.hash, host: location.host }),
    go: (path) => go(path, false),
    replace: (path) => go(path, true),
    back: () => history.back(),
    submitForm(actionUrl, params, method = 'POST') {
      const form = document.createElement('form');
      form.method = method;
      form.action = actionUrl;
      for (const [name, value] of Object.entries(params)) {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = name;
        input.value = value;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    },
    hardRedirect: (url) => location.assign(url),
  };
}

export function createConsoleAnalytics(enabled = false): AnalyticsPort {
  return {
    track(event, properties) {
      if (enabled) console.info('[analytics]', event, properties ?? {});
    },
  };
}

/** The async Clipboard API (a secure context); rejects where the browser refuses. */
export function createBrowserClipboard(): ClipboardPort {
  return {
    write: (text) => (navigator.clipboard ? navigator.clipboard.writeText(text) : Promise.reject(new Error('no clipboard'))),
  };
}

/** `pagehide` and a `pageshow` of a page restored from the back-forward cache (`persisted`). */
export function createBrowserPageLifecycle(target: Window = window): PageLifecyclePort {
  const listen = <E extends Event>(type: 'pagehide' | 'pageshow', handler: (event: E) => void) => {
    const listener = (event: Event) => handler(event as E);
    target.addEventListener(type, listener);
    return () => target.removeEventListener(type, listener);
  };
  return {
    onHide: (listener) => listen('pagehide', () => listener()),
    onRestore: (listener) =>
      listen<PageTransitionEvent>('pageshow', (event) => {
        if (event.persisted) listener();
      }),
  };
}

/** Notifications become DOM events that the app's toast region listens to. */
export function createEventNotify(target: EventTarget = window): NotifyPort {
  const dispatch = (kind: 'success' | 'error', message: string) =>
    target.dispatchEvent(new CustomEvent('mealflow:notify', { detail: { kind, message } }));
  return {
    success: (message) => dispatch('success', message),
    error: (message) => dispatch('error', message),
  };
}
