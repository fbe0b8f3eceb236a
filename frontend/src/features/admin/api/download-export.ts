import { ApiError, CONNECTION_ERROR } from '../../../lib/api-client';

export const EXPORT_ERROR = 'Esportazione non riuscita: riprova';

/**
 * A CSV export as a file: fetched with the admin's token (a plain link could not send it), then
 * handed to the browser's download.
 */
export async function downloadExport(path: string, token: string): Promise<{ blob: Blob; fileName: string }> {
  let response: Response;
  try {
    response = await fetch(path, { headers: { authorization: `Bearer ${token}` } });
  } catch {
    throw new ApiError(CONNECTION_ERROR, 0);
  }
  if (!response.ok) throw new ApiError(EXPORT_ERROR, response.status);
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'export.csv';
  return { blob: await response.blob(), fileName };
}
