import type { Meta, StoryObj } from '@storybook/react-vite';
import { abTestView, createMealflow, createMemoryPorts, mulberry32, provideAbTest } from '@mealflow/sdk';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { createActor } from 'xstate';
import { AB_TESTS } from '../../app/ab-tests';
import { AbAllocation } from './AbAllocation';

/** The A/B allocation machine with a seeded random source: the same visitor gets the same draw. */
function Allocation({ seed, activityStatus }: { seed: number; activityStatus: string }) {
  const actor = useMemo(() => {
    const mealflow = createMealflow({ baseURL: '', ports: createMemoryPorts() });
    return createActor(provideAbTest(mealflow.deps, { random: mulberry32(seed) }), {
      input: { tests: AB_TESTS, visitor: { cityId: 2, activityStatus, lastDeliveryDate: undefined, otherCityMode: false, inviter: undefined } },
    }).start();
  }, [seed, activityStatus]);
  return <Connected actor={actor} />;
}

function Connected({ actor }: { actor: ReturnType<typeof createActor<ReturnType<typeof provideAbTest>>> }) {
  const view = useSelector(actor, abTestView, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  return <AbAllocation view={view} />;
}

const meta = { title: 'Funnel/A-B allocation', component: Allocation, args: { seed: 42, activityStatus: 'unauthorized' } } satisfies Meta<typeof Allocation>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Allocated: Story = {
  play: async ({ canvasElement }) => {
    const row = await within(canvasElement).findByRole('row', { name: /landing_custom_menu/ });
    await waitFor(() => expect(row).toHaveTextContent(/control|custom_menu_button/));
  },
};
export const OtherSeed: Story = { args: { seed: 7 } };
