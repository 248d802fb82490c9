import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { endpoint, endpointPath } from '../endpoint';
import { CONTRACT_ENDPOINTS } from '../endpoint-table';
import { envelope } from '../envelope.schema';
import { API_VERSION } from '../spec-constants';
import { refsIn, resolveRef } from './json-refs';
import { buildOpenApiDocument } from './openapi-document';
import type { OpenApiOperation } from './openapi-types';

const committed: unknown = JSON.parse(readFileSync(new URL('../openapi.json', import.meta.url), 'utf8'));
const document = buildOpenApiDocument(CONTRACT_ENDPOINTS);
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]): [string, string, OpenApiOperation] => [
    path,
    method,
    operation,
  ]),
);

describe('the OpenAPI document', () => {
  it('is the committed schemas/openapi.json, regenerated from the endpoint table', () => {
    expect(committed, 'schemas/openapi.json is out of date: run `npm run openapi`').toEqual(
      JSON.parse(JSON.stringify(document)),
    );
  });

  it('is valid OpenAPI 3.1 by the official schema', async () => {
    const result = await new Validator().validate(JSON.parse(JSON.stringify(document)));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it('gives every operation responses, and every $ref a target', () => {
    expect(document.openapi).toBe('3.1.0');
    for (const [path, method, operation] of operations)
      expect(Object.keys(operation.responses), `${method} ${path}`).not.toHaveLength(0);
    const dangling = refsIn(document).filter((ref) => resolveRef(document, ref) === undefined);
    expect(dangling).toEqual([]);
  });

  it('has one operation per endpoint, where the client calls it, with the token the call needs', () => {
    const byId = new Map(
      operations.map(([path, method, operation]) => [operation.operationId, { path, method, operation }]),
    );
    expect([...byId.keys()].sort()).toEqual(Object.keys(CONTRACT_ENDPOINTS).sort());
    const security = {
      public: undefined,
      session: [{ bearerToken: [] }],
      application: [{ applicationToken: [] }],
    };
    for (const [name, call] of Object.entries(CONTRACT_ENDPOINTS)) {
      const found = byId.get(name)!;
      expect(found.path).toBe(`/api/${endpointPath(call, API_VERSION)}`);
      expect(found.method).toBe(call.method.toLowerCase());
      expect(found.operation.security).toEqual(security[call.access]);
    }
  });

  it('lists a query schema field by field, with the required ones marked', () => {
    const [, , captchaShow] = operations.find(([, , op]) => op.operationId === 'captchaShow')!;
    expect(captchaShow.parameters?.map(({ name, required }) => ({ name, required }))).toEqual([
      { name: 'username', required: false },
      { name: '_enterprise_id', required: false },
    ]);
  });

  it('describes a schema with no JSON Schema form instead of failing', () => {
    // A custom check has no JSON Schema form at all (a preprocess step shows the schema after it).
    const custom = z.custom<string>((value) => typeof value === 'string');
    const converted = buildOpenApiDocument({
      odd: endpoint({
        method: 'POST',
        access: 'public',
        path: 'odd',
        body: z.object({ name: custom }),
        response: envelope(z.object({})),
      }),
    });
    expect(JSON.stringify(converted.components.schemas.OddBody)).toMatch(/No JSON Schema form/);
  });
});
