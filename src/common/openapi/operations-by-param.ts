import { ApiExtension, type OpenAPIObject, type OperationObject, type ParameterObject, type RequestBodyObject, type ResponseObject } from '@nestjs/swagger';

/**
 * One route whose path parameter names what it does (`POST /v1/ae-wwii/resolve/{action}`),
 * documented as one operation per value (`POST /v1/ae-wwii/resolve/shot`), each with its own
 * summary, query parameters, body and response: distinct actions with distinct schemas, as a reader
 * of the document and a client generator expect them. The route declares what its operations
 * share with Swagger's decorators as usual, and each value's own parts with
 * `ApiOperationsByParam`; `splitOperationsByParam` writes them out in the built document.
 */
const X_BY_PARAM = 'x-operations-by-param';

/** What one value's operation has of its own. */
export interface OperationPart {
  readonly operationId: string;
  readonly summary: string;
  /** Before the route's shared ones. */
  readonly parameters?: readonly ParameterObject[];
  readonly requestBody?: RequestBodyObject;
  /** Added to (or replacing) the route's shared ones. */
  readonly responses?: Readonly<Record<string, ResponseObject>>;
}

interface ByParam {
  readonly param: string;
  readonly operations: Readonly<Record<string, OperationPart>>;
}

/** Documents the route as one operation per value of its path parameter `param` (the keys of `operations`). */
export function ApiOperationsByParam(param: string, operations: Readonly<Record<string, OperationPart>>): MethodDecorator {
  return ApiExtension(X_BY_PARAM, { param, operations } satisfies ByParam);
}

/** Replaces each operation declared with `ApiOperationsByParam` by its operations, one per value, each at its own path. */
export function splitOperationsByParam(doc: OpenAPIObject): OpenAPIObject {
  const paths: OpenAPIObject['paths'] = {};
  for (const [path, item] of Object.entries(doc.paths)) {
    const kept: Record<string, unknown> = {};
    for (const [method, value] of Object.entries(item)) {
      const op = value as OperationObject & { [X_BY_PARAM]?: ByParam };
      const split = op[X_BY_PARAM];
      if (!split) {
        kept[method] = value;
        continue;
      }
      const { [X_BY_PARAM]: _split, ...shared } = op;
      const sharedParameters = (shared.parameters ?? []).filter((p) => !('in' in p && p.in === 'path' && p.name === split.param));
      for (const [name, part] of Object.entries(split.operations)) {
        const at = path.replace(`{${split.param}}`, name);
        const operation: OperationObject = {
          ...shared,
          operationId: part.operationId,
          summary: part.summary,
          parameters: [...(part.parameters ?? []), ...sharedParameters],
          ...(part.requestBody ? { requestBody: part.requestBody } : {}),
          responses: { ...shared.responses, ...part.responses },
        };
        paths[at] = { ...paths[at], [method]: operation };
      }
    }
    if (Object.keys(kept).length > 0) paths[path] = { ...paths[path], ...kept };
  }
  return { ...doc, paths };
}
