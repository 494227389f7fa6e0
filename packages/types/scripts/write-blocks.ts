// `pnpm generate:blocks`: writes src/generated/blocks.ts, as generate-blocks.ts renders it.
import { writeFileSync } from 'node:fs';
import { loadCmsSchemas, OUTPUT, renderBlocks } from './generate-blocks.ts';

writeFileSync(OUTPUT, renderBlocks(loadCmsSchemas()));
console.log(`Wrote ${OUTPUT}`);
