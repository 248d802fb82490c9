import type * as z from 'zod/mini';

// The parts of an OpenAPI 3.1 document the generator writes (openapi-document.ts), no more.
export type JsonSchema = z.core.JSONSchema.JSONSchema;
export type Content = Record<'application/json', { schema: JsonSchema }>;
export type OpenApiParameter = {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: z.core.JSONSchema._JSONSchema;
};
export type OpenApiResponse = { description: string; content: Content };
export type OpenApiOperation = {
  operationId: string;
  tags: string[];
  description?: string;
  parameters?: OpenApiParameter[];
  requestBody?: { required: true; content: Content };
  responses: Record<string, OpenApiResponse | { $ref: string }>;
  security?: Record<string, string[]>[];
  'x-allow-while-owing'?: readonly string[];
};
