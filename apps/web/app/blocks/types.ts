import type { Banner, Block, BlockComponent, CalculatorSetting, Testimonial } from '@brilla/types';
import type { BlogListResult } from '~/features/blog/blog-types';
import type { BlockProps } from '~/lib/block-props';
import type { Kept } from '~/lib/kept';

/** What a block shows besides the page entry, as its loader reads it (`block-data.server.ts`). */
export type BlockData = {
  'blocks.hero': Banner[];
  'blocks.testimonials': Testimonial[];
  'blocks.calculator': CalculatorSetting | null;
  'blocks.blog-list': BlogListResult;
};

type DataOf<K extends BlockComponent> = K extends keyof BlockData ? BlockData[K] : never;
type BlockOf<K extends BlockComponent> = Extract<Block, { __component: K }>;

/** The props of the component that renders block type `K`. */
export type PropsOf<K extends BlockComponent> = BlockProps<BlockOf<K>, DataOf<K>>;

/** A block as the page loader hands it over: the entry's fields and its data. */
export type LoadedBlock = {
  [K in BlockComponent]: { block: BlockOf<K>; data?: DataOf<K> };
}[BlockComponent];

/** A block the browser keeps as the server's HTML, in a document's data: its type and id only. */
type KeptBlock = Kept & { component: BlockComponent; id: number };

export type PageBlock = LoadedBlock | KeptBlock;
