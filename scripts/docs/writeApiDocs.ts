import { writeFileSync } from 'node:fs';
import { API_DOCS_PATH, renderApiDocs } from './apiDocs';

writeFileSync(API_DOCS_PATH, renderApiDocs());
console.log(`wrote ${API_DOCS_PATH}`);
