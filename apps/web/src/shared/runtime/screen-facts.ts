import type { DevicePort } from '@mealflow/sdk';
import { serviceNow } from '@mealflow/sdk/cabinet';
import { useEffect, useMemo } from 'react';
import { useOptionalRuntime, useRuntime } from './RuntimeContext';
import type { AppRuntime } from './runtime';

/**
 * What a screen knows of where it runs, read from the runtime's ports in this one place (issue 32:
 * no feature reads a port; an eslint rule forbids `ports` in `features/`): the host's brand, whether
 * this is a smartphone, and "now" as the backend sees it (`serviceNow`: the sandbox's test clock when
 * set, else the clock), so the dates and cut-offs a screen shows agree with the server's.
 */
export interface ScreenFacts {
  readonly brand: ReturnType<DevicePort['brand']>;
  readonly smartphone: boolean;
  now(): number;
}

const factsOf = (ports: AppRuntime['ports']): ScreenFacts => ({
  brand: ports.device.brand(),
  smartphone: ports.device.isSmartphone(),
  now: () => serviceNow(ports),
});

export function useScreenFacts(): ScreenFacts {
  const { ports } = useRuntime();
  return useMemo(() => factsOf(ports), [ports]);
}

/** The same outside a runtime (a part painted before it loads): the wall clock, no brand decided. */
export function useOptionalScreenFacts(): ScreenFacts | undefined {
  const ports = useOptionalRuntime()?.ports;
  return useMemo(() => (ports ? factsOf(ports) : undefined), [ports]);
}

/**
 * Runs `listener` as the page is hidden (it may be frozen in the back-forward cache), through the
 * runtime's page-lifecycle port; nothing outside a runtime. The card form empties itself here, so
 * Back never shows a card number (issue 36).
 */
export function usePageHide(listener: () => void): void {
  const lifecycle = useOptionalRuntime()?.ports.pageLifecycle;
  useEffect(() => lifecycle?.onHide(listener), [lifecycle, listener]);
}
