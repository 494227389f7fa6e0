import type { Block } from '@brilla/types';

/** Every block component gets its CMS block and its position on the page (0 = first). */
export type BlockProps<T extends Block> = { block: T; index: number };
