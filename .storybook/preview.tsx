import type { Preview } from '@storybook/react-vite';
import { createSandbox, type Fault } from '@mealflow/sandbox';
import { setupWorker } from 'msw/browser';
import '../apps/web/src/shared/styles/tokens.css';

/**
 * Stories talk to the same sandbox handlers as vitest and the dev server, here through msw's
 * service worker. Every story starts from the seeded state; `parameters.sandbox.faults` injects
 * faults for that story (e.g. `[['client-profile', { kind: 'malformed' }]]`).
 */
export const storySandbox = createSandbox({ latencyMs: 0 });
const worker = setupWorker(...storySandbox.handlers);
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
      storySandbox.reset();
      const options = (parameters['sandbox'] ?? {}) as SandboxParameters;
      storySandbox.latencyMs = options.latencyMs ?? 0;
      for (const [call, fault] of options.faults ?? []) storySandbox.faults.inject(call, fault);
      return {};
    },
  ],
  parameters: {
    layout: 'centered',
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
};

export default preview;
