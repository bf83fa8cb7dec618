import { describe, expect, it } from 'vitest';
import { keepEnterInPickers } from './picker-enter.ts';

/** A page with one capture listener, and key presses sent to it from a target inside or outside a picker. */
function page() {
  let listener: ((event: KeyboardEvent) => void) | undefined;
  const root = {
    addEventListener: (_type: string, fn: (event: KeyboardEvent) => void, capture?: boolean) => {
      expect(capture).toBe(true);
      listener = fn;
    },
    removeEventListener: () => {
      listener = undefined;
    },
  } as unknown as Pick<Document, 'addEventListener' | 'removeEventListener'>;
  const press = (key: string, inPicker: boolean, isComposing = false) => {
    let prevented = false;
    const target = { closest: (selector: string) => (inPicker && selector === '.ant-picker' ? {} : null) };
    listener?.({
      key,
      isComposing,
      target,
      preventDefault: () => (prevented = true),
    } as unknown as KeyboardEvent);
    return prevented;
  };
  return { root, press };
}

describe('keepEnterInPickers', () => {
  it("cancels Enter's default (the form's submission) in a picker only", () => {
    const { root, press } = page();
    const stop = keepEnterInPickers(root);
    expect(press('Enter', true)).toBe(true);
    expect(press('Enter', false)).toBe(false);
    expect(press('Tab', true)).toBe(false);
    // An input method composing text keeps its Enter.
    expect(press('Enter', true, true)).toBe(false);
    stop();
    expect(press('Enter', true)).toBe(false);
  });
});
