import { afterEach, beforeEach } from 'vitest';

/**
 * Renders in the calling test file happen as the browser does them: a root outside `act`
 * (`IS_REACT_ACT_ENVIRONMENT` false), where React's real scheduling (its suspense timers, its
 * warnings) shows. Call once at a test file's top level.
 */
export function renderOutsideAct(): void {
  const flag = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  let before: boolean | undefined;
  beforeEach(() => {
    before = flag.IS_REACT_ACT_ENVIRONMENT;
    flag.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    flag.IS_REACT_ACT_ENVIRONMENT = before;
  });
}

/** Waits (up to a second, every 10 ms) until `check` holds; the caller's assertion says what was expected. */
export async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
}
