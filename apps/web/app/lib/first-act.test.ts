import { afterEach, describe, expect, it, vi } from 'vitest';
import { onFirstAct } from './first-act';

let stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
});
const wait = (...args: Parameters<typeof onFirstAct>) => {
  const stop = onFirstAct(...args);
  stops.push(stop);
  return stop;
};

describe('onFirstAct', () => {
  it.each(['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll', 'focusin'])(
    'runs the task once at the first %s, and no more at later acts',
    (type) => {
      const task = vi.fn();
      wait(task);
      expect(task).not.toHaveBeenCalled();
      window.dispatchEvent(new Event(type));
      for (const later of ['pointerdown', 'keydown', 'scroll', 'pagehide']) {
        window.dispatchEvent(new Event(later));
      }
      expect(task).toHaveBeenCalledTimes(1);
    },
  );

  it('counts an act whose propagation a component stops (capture phase)', () => {
    const button = document.createElement('button');
    button.addEventListener('keydown', (event) => event.stopPropagation());
    document.body.append(button);
    const task = vi.fn();
    wait(task);
    button.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(task).toHaveBeenCalledTimes(1);
    button.remove();
  });

  it('runs when the page is left first only if asked to, and once', () => {
    const onLeave = vi.fn();
    const onActOnly = vi.fn();
    wait(onLeave, { orWhenLeft: true });
    wait(onActOnly);
    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('pointerdown'));
    expect(onLeave).toHaveBeenCalledTimes(1);
    expect(onActOnly).toHaveBeenCalledTimes(1);
  });

  it('never runs once stopped, and listens passively', () => {
    const task = vi.fn();
    const added = vi.spyOn(window, 'addEventListener');
    const stop = wait(task, { orWhenLeft: true });
    expect(added).toHaveBeenCalledWith('wheel', expect.any(Function), {
      capture: true,
      passive: true,
    });
    stop();
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('pagehide'));
    expect(task).not.toHaveBeenCalled();
    added.mockRestore();
  });
});
