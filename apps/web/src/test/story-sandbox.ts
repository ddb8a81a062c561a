import { createSandbox } from '@mealflow/sandbox';

/**
 * The one sandbox every story talks to, through msw's service worker (.storybook/preview.tsx starts
 * it and resets it before each story). A story may change it only through its faults, e.g. to hold
 * a call from a given moment on (test/state-stories.ts `holdFromNowOn`).
 */
export const storySandbox = createSandbox({ latencyMs: 0 });
