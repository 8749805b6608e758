import { type DocumentParams, documentPath } from '../../../common/api/documents';
import { AppError } from '../../errors';
import type { FileStore } from '../../files/file-store';
import { t } from '../../messages';

/** A stored document file ({source}/{id}/{id}.json or .html) as the file store holds it. */
export async function readDocument(
  files: FileStore,
  params: DocumentParams,
): Promise<{ body: string; type: 'json' | 'html' }> {
  const type = params.file.endsWith('.html') ? 'html' : 'json';
  if (params.file !== `${params.id}.${type}`) throw new AppError('not_found', t('documents.notFound'));
  const body = await files.get(documentPath(params.source, params.id, type));
  if (body === null) throw new AppError('not_found', t('documents.notFound'));
  return { body, type };
}
