import { contractOperations, HTTP_METHODS } from '../helpers/contract';
import { isPlainObject, type Schema, type SchemaReader } from './schema';

/** openapi.yaml read once into what the fuzzer needs of each operation. */

export interface ParameterModel {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: Schema;
  /** Where its schema lives in openapi.yaml, for checking a value against it. */
  pointer: string;
  examples: unknown[];
}

export interface BodyModel {
  mediaType: string;
  schema: Schema;
  pointer: string;
  examples: unknown[];
  required: boolean;
}

/** One operation of the contract, as the fuzzer needs it. */
export interface OperationModel {
  method: string;
  path: string;
  operationId: string;
  /** `x-status: planned`: answers 501 until its issue lands. */
  planned: boolean;
  parameters: ParameterModel[];
  body: BodyModel | undefined;
  /** Whether a session is refused, optional or required (the contract's `security`). */
  auth: 'none' | 'optional' | 'required';
  /** A state-changing method: the origin guard applies. */
  write: boolean;
  /** The response codes the contract documents. */
  documented: string[];
  /** Every method the contract lists for this path (HEAD with GET: Fastify answers it). */
  pathMethods: string[];
}

function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

function mediaExamples(reader: SchemaReader, media: Schema): unknown[] {
  const named = isPlainObject(media['examples'])
    ? Object.values(media['examples']).map((example) => reader.resolve(example)['value'])
    : [];
  return [media['example'], ...named].filter((value) => value !== undefined);
}

/** Every operation of openapi.yaml with its parameters, body and security resolved. */
export function operationModels(reader: SchemaReader): OperationModel[] {
  const document = reader.document;
  return contractOperations(document).map(({ method, path, operation }) => {
    const base = `#/paths/${escapePointer(path)}/${method}`;
    const item = document.paths[path] as Record<string, unknown>;
    const declared = [
      ...((item['parameters'] as unknown[] | undefined) ?? []).map(
        (parameter, index) => [parameter, `#/paths/${escapePointer(path)}/parameters/${index}`] as const,
      ),
      ...(operation.parameters ?? []).map((parameter, index) => [parameter, `${base}/parameters/${index}`] as const),
    ];
    const parameters = declared.map(([node, pointer]): ParameterModel => {
      const parameter = reader.resolve(node);
      const at = typeof (node as Schema)['$ref'] === 'string' ? String((node as Schema)['$ref']) : pointer;
      const location = parameter['in'] as ParameterModel['in'];
      return {
        name: String(parameter['name']),
        in: location,
        required: parameter['required'] === true || location === 'path',
        schema: reader.resolve(parameter['schema']),
        pointer: `${at}/schema`,
        examples: [...mediaExamples(reader, parameter), ...reader.examples(parameter['schema'])],
      };
    });

    let body: BodyModel | undefined;
    if (operation.requestBody) {
      const node = operation.requestBody as Schema;
      const at = typeof node['$ref'] === 'string' ? node['$ref'] : `${base}/requestBody`;
      const requestBody = reader.resolve(node);
      const [mediaType, media] = Object.entries((requestBody['content'] ?? {}) as Record<string, Schema>)[0] ?? [];
      if (mediaType && media) {
        body = {
          mediaType,
          schema: reader.resolve(media['schema']),
          pointer: `${at}/content/${escapePointer(mediaType)}/schema`,
          examples: [...mediaExamples(reader, media), ...reader.examples(media['schema'])],
          required: requestBody['required'] === true,
        };
      }
    }

    const security = (operation['security'] ?? document['security'] ?? []) as Array<Record<string, unknown>>;
    const anonymous = security.length === 0 || security.some((requirement) => Object.keys(requirement).length === 0);
    const signedIn = security.some((requirement) => 'bearerAuth' in requirement || 'jwtCookie' in requirement);
    return {
      method: method.toUpperCase(),
      path,
      operationId: operation.operationId ?? `${method} ${path}`,
      planned: operation['x-status'] === 'planned',
      parameters,
      body,
      auth: !signedIn ? 'none' : anonymous ? 'optional' : 'required',
      write: !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase()),
      documented: Object.keys(operation.responses ?? {}),
      pathMethods: Object.keys(item)
        .filter((key) => HTTP_METHODS.includes(key as (typeof HTTP_METHODS)[number]))
        .flatMap((key) => (key === 'get' ? ['GET', 'HEAD'] : [key.toUpperCase()])),
    };
  });
}
