import { CONTRACT_ENDPOINTS } from '../../../schemas/endpoint-table';
import { buildOpenApiDocument, type OpenApiDocument } from '../../../schemas/openapi/openapi-document';
import type { Routes } from '../../http/mount';

// Built from the table the other routes mount, on the first request: it cannot differ from what they serve.
let document: OpenApiDocument | null = null;

/** GET /api/openapi.json: the contract, the endpoint table as OpenAPI 3.1 (schemas/openapi.json); not a bff call. */
export const openApiRoutes: Routes = (app) => {
  app.get('/api/openapi.json', (c) => c.json((document ??= buildOpenApiDocument(CONTRACT_ENDPOINTS))));
};
