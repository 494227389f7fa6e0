// `pnpm generate:content-types`: writes src/generated/content-schemas.ts, as
// generate-content-schemas.ts renders it.
import { writeFileSync } from 'node:fs';
import { loadContentSchemas, OUTPUT, renderContentSchemas } from './generate-content-schemas.ts';

writeFileSync(OUTPUT, renderContentSchemas(loadContentSchemas()));
console.log(`Wrote ${OUTPUT}`);
