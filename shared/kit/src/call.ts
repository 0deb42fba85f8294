import { api, downloadFile, type DownloadProgress } from './api/client';
import { fillPath, type AnswerOf, type BodyOf, type Endpoint, type ParamsOf, type QueryOf } from '@portal/contracts/endpoint';

/** What a call sends besides the endpoint: its parameters, query and body, each as its schema types them. */
export interface CallInput<E extends Endpoint> {
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
  body?: BodyOf<E>;
  signal?: AbortSignal;
  /** Reads the answer's body instead of `res.json()`: it must make the answer the contract types. */
  readBody?: (res: Response) => Promise<AnswerOf<E>>;
}

/**
 * The browser's call of a contract's endpoint through the one API client (session cookie,
 * anti-forgery header, errors as ApiError): the address and the answer's type come from the
 * contract, so neither is written again in a slice's api/ file.
 */
export function call<E extends Endpoint>(endpoint: E, input: CallInput<E> = {}): Promise<AnswerOf<E>> {
  const path = fillPath(endpoint.path, input.params as Record<string, unknown> | undefined);
  const query = input.query as Record<string, string | number | boolean | undefined | null> | undefined;
  // An endpoint that needs no sign-in leaves a 401 to its caller instead of signing the user out.
  const options = { query, signal: input.signal, allowUnauthenticated: endpoint.anonymous, readBody: input.readBody };
  switch (endpoint.method) {
    case 'GET':
      return api.get<AnswerOf<E>>(path, options);
    case 'DELETE':
      return api.delete<AnswerOf<E>>(path, options);
    case 'POST':
      return api.post<AnswerOf<E>>(path, input.body, options);
    case 'PUT':
      return api.put<AnswerOf<E>>(path, input.body, options);
    case 'PATCH':
      return api.patch<AnswerOf<E>>(path, input.body, options);
  }
}

/**
 * Fetches an endpoint's file answer (`file` in its contract) and hands it to the browser as a
 * download, under the name its Content-Disposition gives or else `fallbackName`; resolves to that name.
 */
export function download<E extends Endpoint & { file: readonly string[] }>(endpoint: E, input: CallInput<E>, fallbackName: string, progress: DownloadProgress = {}): Promise<string> {
  const path = fillPath(endpoint.path, input.params as Record<string, unknown> | undefined);
  const query = input.query as Record<string, string | number | boolean | undefined | null> | undefined;
  return downloadFile(path, fallbackName, { method: endpoint.method, query, body: input.body, signal: input.signal, ...progress });
}
