import { type ComponentType, use } from 'react';

type Loader<P> = () => Promise<ComponentType<P>>;

/** A block whose code is a chunk of its own, loaded only by the pages that show it. */
export type BlockCode<P> = {
  component: ComponentType<P>;
  /** Loads the chunk once; the page loader awaits it on the server, so that render never waits. */
  preload: () => Promise<unknown>;
};

/**
 * Wraps a block's dynamic import. The first render of a page in the browser waits (suspends,
 * inside the block's Suspense boundary) for the chunk; the server and later navigations find it
 * loaded (`preloadBlockCode`).
 */
export function blockCode<P extends object>(load: Loader<P>): BlockCode<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    pending ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return pending;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: called once per block type, at module load
  function OnDemandBlock(props: P) {
    const Component = loaded ?? use(preload());
    return <Component {...props} />;
  }
  return { component: OnDemandBlock, preload };
}
