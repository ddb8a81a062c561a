import { routeByName, type RouteDef } from '@mealflow/sdk/routing';
import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDepartmentLoader } from './navigation-effects';

/**
 * personal-cabinet §2.3: another business product or site department shows the router loader with
 * the view destroyed, waits 300 ms, then the route renders anew (its machines load the data).
 */
let mounts = 0;
function View({ name }: { name: string }) {
  useEffect(() => {
    mounts += 1;
  }, []);
  return <p>view {name}</p>;
}

function Shell({ route }: { route: RouteDef }) {
  const loading = useDepartmentLoader(route, {});
  return loading ? <p role="status">Загрузка…</p> : <View name={route.name} />;
}

beforeEach(() => {
  vi.useFakeTimers();
  mounts = 0;
});
afterEach(() => vi.useRealTimers());

describe('the department loader', () => {
  it('a product change: loader and no view for 300 ms, then a fresh view; pages without a department render at once', () => {
    const { rerender } = render(<Shell route={routeByName('Index')} />);
    expect(screen.getByText('view Index')).toBeTruthy();
    expect(mounts).toBe(1);

    rerender(<Shell route={routeByName('TrialProduct')} />);
    expect(screen.getByRole('status').textContent).toBe('Загрузка…');
    expect(screen.queryByText(/^view/)).toBeNull();
    act(() => vi.advanceTimersByTime(299));
    expect(screen.queryByText(/^view/)).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('view TrialProduct')).toBeTruthy();
    expect(mounts).toBe(2);

    // Login declares no department: no loader.
    rerender(<Shell route={routeByName('Login')} />);
    expect(screen.getByText('view Login')).toBeTruthy();
  });

  it('a second change during the wait restarts it for the latest department', () => {
    const { rerender } = render(<Shell route={routeByName('Index')} />);
    rerender(<Shell route={routeByName('TrialProduct')} />);
    act(() => vi.advanceTimersByTime(200));
    rerender(<Shell route={routeByName('DetoxProduct')} />);
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText(/^view/)).toBeNull();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByText('view DetoxProduct')).toBeTruthy();
  });
});
