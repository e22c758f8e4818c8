import { failure, readJson, send, type RequestOptions } from './http.ts';

/** A file the API serves (a PDF): its bytes, or the server's words on failure. */
export async function requestFile(path: string, type: string, options: RequestOptions = {}): Promise<Blob> {
  const response = await send(path, options, type);
  if (!response.ok) throw failure(response, readJson(await response.text().catch(() => '')));
  return response.blob();
}
