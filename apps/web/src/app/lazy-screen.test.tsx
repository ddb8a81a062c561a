import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import type { ScreenProps } from '../shared/screen';
import { renderOutsideAct, until } from '../test/outside-act';
import { lazyLoaded } from '../shared/lazy-loaded';
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
  it("given the route's params, waits for the part of the screen they show (preloadFor), which then renders without suspending either", async () => {
    // A page like DeliveriesPage: an order's part or a delivery's, each a chunk of its own.
    const requested: string[] = [];
    const part = (name: string) =>
      lazyLoaded<object>(() => {
        requested.push(name);
        return Promise.resolve({ default: () => <p>{name}</p> });
      });
    const order = part('order');
    const delivery = part('delivery');
    const Parts: ComponentType<ScreenProps> = ({ params }) => (params['deliveryId'] ? <delivery.Component /> : <order.Component />);
    const Screen = lazyScreen(() =>
      Promise.resolve({
        default: Parts,
        preloadFor: (params: ScreenProps['params']) => (params['deliveryId'] ? delivery.request() : order.request()),
      }),
    );
    await screenLoader(Screen)?.({ hid: 'lk-paid' });
    expect(requested).toEqual(['order']);
    const { host, fallbacks, root } = render(Screen);
    await until(() => host.textContent === 'order');
    // Before (stop 50): the page's part was asked for only as it rendered, so it suspended once more.
    expect(fallbacks).toEqual([]);
    root.unmount();
  });
});
