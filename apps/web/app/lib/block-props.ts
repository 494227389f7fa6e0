/**
 * Every block component gets its CMS block, its position on the page (0 = first) and, for a
 * block that shows other content, the data its loader read (`undefined` when that read failed:
 * the block shows an error with a retry).
 */
export type BlockProps<B, D = never> = { block: B; index: number; data?: D };
