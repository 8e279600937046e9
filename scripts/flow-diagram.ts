// Writes docs/application-flow.md (Mermaid diagram of the application-flow machine).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { renderFlowDocument } from '../machines/flow-document';

const target = resolve(process.cwd(), 'docs/application-flow.md');
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, renderFlowDocument());
console.log(`wrote ${target}`);
