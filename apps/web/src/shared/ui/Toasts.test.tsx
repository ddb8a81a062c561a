import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEventNotify } from '@mealflow/sdk/browser';
import { Toasts, useToastQueue } from './Toasts';

function Harness({ duration }: { duration: number }) {
  const { toasts, dismiss } = useToastQueue(duration);
  return <Toasts toasts={toasts} onDismiss={dismiss} placement="desktop" />;
}

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows SDK notifications in the error and success groups and hides them after the duration', () => {
    render(<Harness duration={3000} />);
    const notify = createEventNotify(window);
    act(() => {
      notify.error('Произошла неизвестная ошибка. Попробуйте позже');
      notify.success('Адрес доставки изменен');
    });
    expect(screen.getByRole('alert', { name: 'Ошибки' })).toHaveTextContent('Произошла неизвестная ошибка. Попробуйте позже');
    expect(screen.getByRole('status', { name: 'Уведомления' })).toHaveTextContent('Адрес доставки изменен');
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('alert', { name: 'Ошибки' })).toHaveTextContent('Произошла неизвестная ошибка');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('alert', { name: 'Ошибки' })).toBeEmptyDOMElement();
    expect(screen.getByRole('status', { name: 'Уведомления' })).toBeEmptyDOMElement();
  });

  // WCAG 2.2.1: a toast someone points at or is in stays; its whole time starts again when they leave.
  it.each([
    { by: 'the pointer over it', enter: fireEvent.pointerMove, leave: fireEvent.pointerLeave, on: 'toast' },
    { by: 'the focus on its close button', enter: fireEvent.focus, leave: fireEvent.blur, on: 'button' },
  ] as const)('stays while held by $by, then is shown its whole time again', ({ enter, leave, on }) => {
    render(<Harness duration={3000} />);
    act(() => createEventNotify(window).success('Время доставки успешно изменено.'));
    const text = screen.getByText('Время доставки успешно изменено.');
    const target = on === 'toast' ? text.parentElement! : screen.getByRole('button', { name: 'Закрыть уведомление' });
    act(() => vi.advanceTimersByTime(2000));
    act(() => {
      enter(target);
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('status', { name: 'Уведомления' })).toHaveTextContent('Время доставки успешно изменено.');
    act(() => {
      leave(target);
    });
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('status', { name: 'Уведомления' })).toHaveTextContent('Время доставки успешно изменено.');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status', { name: 'Уведомления' })).toBeEmptyDOMElement();
  });

  it('can be dismissed and does not stack the same message twice', async () => {
    vi.useRealTimers();
    render(<Harness duration={2500} />);
    const notify = createEventNotify(window);
    act(() => {
      notify.error('Ошибка');
      notify.error('Ошибка');
    });
    expect(screen.getAllByText('Ошибка')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть уведомление' }));
    expect(screen.queryByText('Ошибка')).toBeNull();
  });
});
