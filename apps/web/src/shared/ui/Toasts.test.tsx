import { act, render, screen } from '@testing-library/react';
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
