import { describe, expect, it } from 'vitest';
import { createCallQueue } from './call-queue';

const later = <T>(value: T, order: string[], label: string, fail = false) =>
  new Promise<T>((resolve, reject) => {
    order.push(`start ${label}`);
    setTimeout(() => {
      order.push(`end ${label}`);
      if (fail) reject(new Error(label));
      else resolve(value);
    }, 5);
  });

describe('createCallQueue (personal-cabinet §7: menu calls queued one at a time)', () => {
  it('runs tasks of one queue one after another, in order, past a failure; other queues run alongside', async () => {
    const queue = createCallQueue();
    const order: string[] = [];
    const a = queue('menu', () => later(1, order, 'a'));
    const b = queue('menu', () => later(2, order, 'b', true));
    const c = queue('menu', () => later(3, order, 'c'));
    const other = queue('other', () => later(4, order, 'x'));
    await expect(a).resolves.toBe(1);
    await expect(b).rejects.toThrow('b');
    await expect(c).resolves.toBe(3);
    await expect(other).resolves.toBe(4);
    expect(order.filter((o) => !o.endsWith('x'))).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(order.indexOf('start x')).toBeLessThan(order.indexOf('end a'));
  });
});
