import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import {
  dropUnusedSchemas,
  fixNullable,
  type Node,
  referenceSharedShapes,
  sharedComponents,
  sharedShapes,
  type ToJson,
} from './openapi-components.ts';
import { entityRegistry } from './openapi-entities.ts';
import { completeOperation, METHODS } from './openapi-operations.ts';

/**
 * The transforms @fastify/swagger is given, with the entity registry (openapi-entities.ts):
 * `transform` turns each route's zod schemas into JSON with a `$ref` wherever a named entity
 * is used; `addComponents` adds the entities to the document's schemas (an output shape under its
 * name, an input one as `<Name>Input`, dropped when no operation reads it).
 */
export function documentTransforms() {
  const schemaRegistry = entityRegistry();
  return {
    transform: createJsonSchemaTransform({ schemaRegistry }),
    addComponents: createJsonSchemaTransformObject({ schemaRegistry }) as (document: Node) => Node,
  };
}

/**
 * Finishes the document @fastify/swagger made from the routes, for client generators: every
 * operation gets an id, tags, security and its error responses; shared shapes become components
 * (the named entities already are, from the transforms above);
 * OpenAPI 3.0's `nullable` rule is kept; the tags used are listed. Only the document changes:
 * validation and serialization use the routes' zod schemas as they are.
 */
export function finishDocument(document: Node, toJson: ToJson): Node {
  const shapes = sharedShapes(toJson);
  const shared = sharedComponents(shapes);
  referenceSharedShapes(document, shapes);
  const tags = new Set<string>();
  for (const [path, item] of Object.entries<Node>(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      completeOperation(path, method, operation);
      for (const tag of operation.tags) tags.add(tag);
    }
  }
  fixNullable(document.paths);
  const components = document.components ?? {};
  fixNullable(components.schemas);
  document.components = {
    ...components,
    schemas: { ...shared.schemas, ...components.schemas },
    responses: { ...shared.responses, ...components.responses },
    parameters: { ...shared.parameters, ...components.parameters },
  };
  dropUnusedSchemas(document);
  const declared: Node[] = document.tags ?? [];
  document.tags = [...tags].sort().map((name) => declared.find((t) => t.name === name) ?? { name, description: `Operations on ${name}.` });
  return document;
}
