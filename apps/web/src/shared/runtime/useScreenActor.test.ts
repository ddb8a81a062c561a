import { describe, expect, it } from 'vitest';
import { isInputEvent } from './useScreenActor';

describe('isInputEvent (a view update during input is applied at once, any other in a transition)', () => {
  it('the customer’s input: keys, pointer, focus, a field’s input and change, a form’s submit', () => {
    expect(isInputEvent(new KeyboardEvent('keydown', { key: 'a' }))).toBe(true);
    expect(isInputEvent(new MouseEvent('click'))).toBe(true);
    expect(isInputEvent(new FocusEvent('blur'))).toBe(true);
    expect(isInputEvent(new InputEvent('input', { data: 'a' }))).toBe(true);
    expect(isInputEvent(new Event('input'))).toBe(true);
    expect(isInputEvent(new Event('change'))).toBe(true);
    expect(isInputEvent(new Event('submit'))).toBe(true);
  });

  it('not the scheduler’s message event, a load, a timer or no event at all', () => {
    // React's scheduler renders and flushes effects inside a MessageChannel message event.
    expect(isInputEvent(new MessageEvent('message', { data: null }))).toBe(false);
    expect(isInputEvent(new Event('load'))).toBe(false);
    expect(isInputEvent(new Event('readystatechange'))).toBe(false);
    expect(isInputEvent(undefined)).toBe(false);
  });
});
