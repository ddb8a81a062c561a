import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import type { ScreenProps } from '../shared/screen';
import { renderOutsideAct, until } from '../test/outside-act';
import { lazyScreen, screenLoader } from './lazy-screen';

/**
 * Issue 35: the cabinet frame renders a screen once its chunk has come, so that the screen does not
 * suspend: React reveals a suspended screen on a retry it holds back by a timer after the fallback
 * (300 ms), which under e2e's paused clock never ran (cabinet-preferences' tip dialog). Rendered as
 * the browser does (a root outside `act`).
 */
renderOutsideAct();

function render(Screen: LazyExoticComponent<ComponentType<ScreenProps>>) {
  const host = document.createElement('div');
  const fallbacks: string[] = [];
  const root = createRoot(host);
  root.render(
    <Suspense fallback={<p ref={(node) => void (node && fallbacks.push('fallback'))}>loading</p>}>
      <Screen params={{}} route={{ name: 'Dashboard' } as ScreenProps['route']} />
    </Suspense>,
  );
  return { host, fallbacks, root };
}

const Page: ComponentType<ScreenProps> = () => <p>screen</p>;

describe('lazyScreen', () => {
  it('renders without suspending once its chunk has been loaded before its first render', async () => {
    const Screen = lazyScreen(() => Promise.resolve({ default: Page }));
    await screenLoader(Screen)?.();
    const { host, fallbacks, root } = render(Screen);
    await until(() => host.textContent === 'screen');
    expect(host.textContent).toBe('screen');
    expect(fallbacks).toEqual([]);
    root.unmount();
  });

  it('suspends (the fallback, then the screen) when it renders before its chunk has come', async () => {
    const Screen = lazyScreen(() => Promise.resolve({ default: Page }));
    const { host, fallbacks, root } = render(Screen);
    await until(() => host.textContent === 'screen');
    expect(host.textContent).toBe('screen');
    expect(fallbacks).toEqual(['fallback']);
    root.unmount();
  });
});
