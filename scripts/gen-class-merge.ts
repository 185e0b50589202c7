// `npm run gen:classes`: writes src/client/lib/class-merge.generated.ts, the table cn() resolves
// Tailwind conflicts with, from the classes src/client names (docs/decisions/033-class-merge-table.md).
// Run it after using a class the client did not use before; class-merge.test.ts says when.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildTable, classesInSource, TABLE_FILE, tableSource } from './class-merge-table';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const classes = classesInSource(root);
const table = buildTable(classes);
fs.writeFileSync(path.join(root, TABLE_FILE), tableSource(table));
console.log(`${TABLE_FILE}: ${classes.length} classes, ${table.groups.length} groups`);
