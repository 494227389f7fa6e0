import { useEffect, useLayoutEffect } from 'react';
import type { ToastTransitionProps } from 'react-toastify';
import { TOAST_REMOVE_DELAY_MS } from '~/lib/toast-config';

const ENTER_MS = 300;

/**
 * docs/product.md §4/§9: a dismissed toast fades out and is removed 1000 ms later. Timed by the
 * clock, not by `animationend`, so the delay holds with reduced motion and in every browser.
 */
export function ToastTransition({
  children,
  isIn,
  done,
  nodeRef,
  playToast,
  preventExitTransition,
}: ToastTransitionProps) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the toast mounts
  useLayoutEffect(() => {
    const node = nodeRef.current;
    if (node) {
      node.style.opacity = '0';
      node.style.transform = 'translateX(2rem)';
    }
    const frame = requestAnimationFrame(() => {
      if (!node) return;
      node.style.transition = `opacity ${ENTER_MS}ms ease-out, transform ${ENTER_MS}ms ease-out`;
      node.style.opacity = '1';
      node.style.transform = 'none';
    });
    playToast();
    return () => cancelAnimationFrame(frame);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the clock starts once, at dismissal
  useEffect(() => {
    if (isIn) return undefined;
    if (preventExitTransition) {
      done();
      return undefined;
    }
    const node = nodeRef.current;
    if (node) {
      node.style.transition = `opacity ${TOAST_REMOVE_DELAY_MS}ms ease-in`;
      node.style.opacity = '0';
      node.style.pointerEvents = 'none';
    }
    const timer = setTimeout(done, TOAST_REMOVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isIn]);

  return <>{children}</>;
}
