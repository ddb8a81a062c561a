import { reservationTimer } from '@mealflow/sdk/checkout';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStoryRuntime, StoryRuntime } from '../../test/StoryRuntime';
import { useScreenActor } from '../../shared/runtime/useScreenActor';
import { ReservationTimer as TimerView } from './ReservationTimer';

/** The timer alone (on the checkout it is the checkout's child). */
function ReservationTimer({ onRender }: { onRender: () => void }) {
  return <TimerView actor={useScreenActor(reservationTimer.provideReservationTimer, {})} onRender={onRender} />;
}

describe('ReservationTimer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('the one-second tick re-renders the timer only, not the checkout around it', () => {
    const runtime = createStoryRuntime({ now: 0 });
    let pageRenders = 0;
    let timerRenders = 0;
    /** Stands for the checkout page: it renders the timer and counts its own renders. */
    function Page() {
      // eslint-disable-next-line react-hooks/globals -- counting renders is the point of this test
      pageRenders += 1;
      return (
        <>
          <h1>Checkout</h1>
          <ReservationTimer onRender={() => (timerRenders += 1)} />
        </>
      );
    }
    render(
      <StoryRuntime runtime={runtime}>
        <Page />
      </StoryRuntime>,
    );
    expect(screen.getByRole('timer', { name: 'Завершите оформление заказа' })).toHaveTextContent('05:00');
    const pageBefore = pageRenders;
    const timerBefore = timerRenders;
    for (let i = 0; i < 3; i++) {
      act(() => {
        runtime.ports.clock.advance(1_000);
        vi.advanceTimersByTime(1_000);
      });
    }
    expect(screen.getByRole('timer')).toHaveTextContent('04:57');
    expect(timerRenders - timerBefore).toBe(3);
    expect(pageRenders - pageBefore).toBe(0);
    expect(screen.getByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
  });
});
