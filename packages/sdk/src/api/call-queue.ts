/**
 * personal-cabinet §7 'Menus and customisation': the menu calls (menu/order, menu/full, menu/goals,
 * menu/goals/detox) are queued one at a time. Tasks sharing a queue name run one after another in
 * the order they were asked for, whatever the previous one's outcome; other names are not held up.
 */
export type CallQueue = <T>(name: string, task: () => Promise<T>) => Promise<T>;

/** The queue of an endpoint's `queue` name for the menu calls. */
export const MENU_QUEUE = 'menu';

export function createCallQueue(): CallQueue {
  const tails = new Map<string, Promise<void>>();
  return <T>(name: string, task: () => Promise<T>): Promise<T> => {
    const result = (tails.get(name) ?? Promise.resolve()).then(task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    tails.set(name, tail);
    void tail.then(() => {
      if (tails.get(name) === tail) tails.delete(name);
    });
    return result;
  };
}
