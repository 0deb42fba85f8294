// What outside tools make of an OpenAPI document: Redocly's lint (its own engine, with
// mock-api/redocly.yaml: the recommended rules) printed as JSON, and openapi-typescript's types
// written to the file named second (written whole, then moved in place). A process of its own
// because both are ES modules with ES-module dependencies, which jest's CommonJS sandbox cannot
// load (openapi.test.ts runs it).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lintFromString, loadConfig } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';

const [file, typesFile] = process.argv.slice(2);
const source = fs.readFileSync(file, 'utf8');
const config = await loadConfig({ configPath: path.join(path.dirname(fileURLToPath(import.meta.url)), '../../redocly.yaml') });
const problems = await lintFromString({ source, absoluteRef: path.resolve(file), config });
if (typesFile) {
  fs.mkdirSync(path.dirname(typesFile), { recursive: true });
  const partial = `${typesFile}.${process.pid}`;
  fs.writeFileSync(partial, astToString(await openapiTS(JSON.parse(source))));
  fs.renameSync(partial, typesFile);
}
const report = problems.map((p) => ({ rule: p.ruleId, severity: p.severity, message: p.message, where: p.location?.[0]?.pointer }));
process.stdout.write(JSON.stringify(report));
