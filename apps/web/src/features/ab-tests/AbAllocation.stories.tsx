import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMealflow, createMemoryPorts, type Mealflow } from '@mealflow/sdk';
import { abTest } from '@mealflow/sdk/storefront';
import { createProxyAnalytics } from '@mealflow/sdk/api';
import { useMemo } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { createActor } from 'xstate';
import { sameData } from '../../shared/runtime/same-data';
import { useActorValue } from '../../shared/runtime/useScreenActor';
import { AbAllocation } from './AbAllocation';

interface AllocationArgs {
  seed: number;
  activityStatus: string;
  /** Forced variations: the `ab_{name}` cookies. */
  cookies?: Record<string, string>;
  /** The second brand's storefront, with the page's metrics object there (true) or not (yet). */
  secondBrand?: { metricsLoaded: boolean };
}

/** The A/B allocation machine with a seeded random source: the same visitor gets the same draw. */
function Allocation({ seed, activityStatus, cookies, secondBrand }: AllocationArgs) {
  const actor = useMemo(() => {
    const ports = createMemoryPorts({ ...(cookies ? { cookies } : {}), brand: secondBrand ? 'wowfood' : 'main' });
    // The analytics port over the sandbox's proxies, with a metrics object the flag is set on.
    const metrics = { params: [] as Array<Record<string, unknown>> };
    const analytics = secondBrand
      ? createProxyAnalytics({
          enabled: true,
          // The client is created below, before any event is sent.
          api: () => mealflow.api,
          cookies: ports.cookies,
          storage: ports.storage,
          clock: ports.clock,
          customerIds: () => ({}),
          secondBrandMetrics: {
            find: () => (secondBrand.metricsLoaded ? metrics : undefined),
            flag: (found) => found.params.push({ second_brand: true }),
          },
        })
      : ports.analytics;
    const mealflow: Mealflow = createMealflow({ baseURL: '', ports: { ...ports, analytics } });
    return createActor(abTest.provideAbTest(mealflow.deps, { random: abTest.mulberry32(seed) }), {
      input: {
        tests: abTest.RUNNING_AB_TESTS,
        brand: ports.device.brand(),
        visitor: { cityId: 2, activityStatus, lastDeliveryDate: undefined, otherCityMode: false, inviter: undefined },
      },
    }).start();
  }, [seed, activityStatus, cookies, secondBrand]);
  return <Connected actor={actor} />;
}

function Connected({ actor }: { actor: ReturnType<typeof createActor<ReturnType<typeof abTest.provideAbTest>>> }) {
  const view = useActorValue(actor, abTest.abTestView, sameData);
  return <AbAllocation view={view} />;
}

const meta = {
  title: 'Storefront/Funnel/A-B allocation',
  component: Allocation,
  args: { seed: 42, activityStatus: 'unauthorized' },
} satisfies Meta<typeof Allocation>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Allocated: Story = {
  play: async ({ canvasElement }) => {
    const row = await within(canvasElement).findByRole('row', { name: /landing_custom_menu/ });
    await waitFor(() => expect(row).toHaveTextContent(/control|custom_menu_button/));
    await expect(within(canvasElement).getByRole('row', { name: /landing_composition/ })).toHaveTextContent(/old|new/);
    await expect(within(canvasElement).getByText('не нужен (первый бренд)')).toBeVisible();
  },
};
export const OtherSeed: Story = { args: { seed: 7 } };

/** Forced by cookies: TryCustomization's easy flow and the landing's new composition, each with the variation that set it. */
export const EasyFlowNewComposition: Story = {
  args: { cookies: { ab_try_customization_flow: 'easy', ab_landing_composition: 'new' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('region', { name: 'Состояние активных тестов' });
    await expect(list).toHaveTextContent('сразу к оплате (тест try_customization_flow, вариант easy)');
    await expect(list).toHaveTextContent('новый порядок блоков (тест landing_composition, вариант new)');
  },
};

/** The second brand's storefront: the flag is set on the page's metrics object. */
export const SecondBrandFlagSet: Story = {
  args: { secondBrand: { metricsLoaded: true } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('установлен')).toBeVisible();
  },
};

/** The second brand's storefront before the metrics object has loaded: looked for every 1500 ms, up to 5 times. */
export const SecondBrandFlagWaiting: Story = {
  args: { secondBrand: { metricsLoaded: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('ждём объект метрики')).toBeVisible();
  },
};
