/**
 * `npm run openapi`: writes `schemas/openapi.json`, the OpenAPI 3.1 document of the endpoint table
 * (schemas/openapi/openapi-document.ts), formatted as Prettier formats it. The committed file is the contract;
 * `schemas/openapi/openapi-document.test.ts` regenerates it and fails when the two differ.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { CONTRACT_ENDPOINTS } from '../../schemas/endpoint-table';
import { buildOpenApiDocument } from '../../schemas/openapi/openapi-document';

const file = fileURLToPath(new URL('../../schemas/openapi.json', import.meta.url));
const document = buildOpenApiDocument(CONTRACT_ENDPOINTS);
const text = await format(JSON.stringify(document), { ...(await resolveConfig(file)), filepath: file });
writeFileSync(file, text);
const operations = Object.values(document.paths).flatMap((item) => Object.keys(item)).length;
const schemas = Object.keys(document.components.schemas).length;
console.log(`Wrote ${path.relative(process.cwd(), file)}: ${operations} operations, ${schemas} schemas`);
