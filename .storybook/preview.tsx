import type { Preview } from '@storybook/react-vite';
import type { Fault } from '@mealflow/sandbox';
import { http, HttpResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import { configure } from 'storybook/test';
import '../apps/web/src/shared/styles/tokens.css';
import { expectDeclaredStates } from '../apps/web/src/test/story-actors';
import { storySandbox } from '../apps/web/src/test/story-sandbox';
import { fromEarlierTurn, nextStoryTurn } from '../apps/web/src/test/story-turn';

/**
 * Stories talk to the same sandbox handlers as vitest and the dev server, here through msw's
 * service worker. Every story starts from the seeded state; `parameters.sandbox.faults` injects
 * faults for that story (e.g. `[['client-profile', { kind: 'malformed' }]]`).
 */
// Stories wait for the sandbox's answers; on a busy 2-core CI machine a screen may need more than
// testing-library's default 1 s to settle, so findBy* waits up to 5 s (nothing else is loosened).
configure({ asyncUtilTimeout: 5000 });

// First: a call a finished story's runtime still makes (a poll, a retry) fails as a lost connection
// instead of reaching the next story's sandbox (test/story-turn.ts).
const earlierTurns = http.all('*', ({ request }) => (fromEarlierTurn(request.headers) ? HttpResponse.error() : undefined));
const worker = setupWorker(earlierTurns, ...storySandbox.handlers);
let started: Promise<unknown> | undefined;

export interface SandboxParameters {
  faults?: Array<[string, Fault]>;
  latencyMs?: number;
}

const preview: Preview = {
  loaders: [
    async ({ parameters }) => {
      started ??= worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: './mockServiceWorker.js' } });
      await started;
      // A new turn, then a fresh seed: calls in flight from the last story end (SandboxStore.generation).
      nextStoryTurn();
      storySandbox.reset();
      const options = (parameters['sandbox'] ?? {}) as SandboxParameters;
      storySandbox.latencyMs = options.latencyMs ?? 0;
      for (const [call, fault] of options.faults ?? []) storySandbox.faults.inject(call, fault);
      return {};
    },
  ],
  // A story that declares the machine states it shows (`parameters.machineState`) fails unless its
  // machines are in them once its play function has run (test/story-actors.ts).
  afterEach: async ({ parameters }) => {
    await expectDeclaredStates(parameters);
  },
  parameters: {
    layout: 'centered',
    a11y: { test: 'error' },
    // The phone a story shows a screen on (`globals: { viewport: { value: 'phone390' } }`): 390 px, as the e2e phone project.
    viewport: { options: { phone390: { name: 'Телефон, 390 px', styles: { width: '390px', height: '844px' }, type: 'mobile' } } },
    controls: { expanded: true },
  },
};

export default preview;
