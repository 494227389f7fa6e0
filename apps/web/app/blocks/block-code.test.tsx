import type { Block } from '@brilla/types';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { BlockProps } from '~/lib/block-props';
import { blockCode } from './block-code';

type Faq = Extract<Block, { __component: 'blocks.faq' }>;

const Title = ({ index }: { index: number }) => <h2>Bloque {index}</h2>;

/** A block module that arrives when the test says so. */
function deferredModule() {
  let arrive: () => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { load: () => arrived.then(() => Title), arrive };
}

describe('a block with code of its own', () => {
  it('shows once its chunk has arrived (a first render waits for it)', async () => {
    const { load, arrive } = deferredModule();
    const { component: Shown } = blockCode<BlockProps<Faq>>(load);
    await act(async () => {
      render(
        <Suspense fallback={<p>…</p>}>
          <Shown block={{} as Faq} index={3} />
        </Suspense>,
      );
    });
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByText('…')).toBeInTheDocument();
    await act(async () => arrive());
    expect(screen.getByRole('heading', { name: 'Bloque 3' })).toBeInTheDocument();
  });

  it('renders without waiting once preloaded, so the server never streams a fallback', async () => {
    const { load, arrive } = deferredModule();
    const { component: Shown, preload } = blockCode<BlockProps<Faq>>(load);
    arrive();
    await preload();
    const html = renderToString(
      <Suspense fallback={<p>…</p>}>
        <Shown block={{} as Faq} index={1} />
      </Suspense>,
    );
    expect(html).toContain('Bloque <!-- -->1');
    expect(html).not.toContain('…');
  });
});
