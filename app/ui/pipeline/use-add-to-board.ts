import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { useAddToPipeline } from '../../api/pipeline/use-board-places';
import { useFlash } from '../flash/flash-context';

/**
 * Adds a tender to the board and says so: 'Añadida a Oportunidades.', or the server's words when
 * it refuses (already there, naming its stage and who has it; the board full).
 */
export function useAddToBoard() {
  const { t } = useTranslation();
  const flash = useFlash();
  const add = useAddToPipeline();
  const addTender = (tenderId: number) =>
    add.mutate(tenderId, {
      onSuccess: () => flash.success(t('pipeline.line.added')),
      onError: (error) =>
        flash.error(error instanceof ApiError ? error.message : t('pipeline.line.addFailed')),
    });
  return { addTender, adding: add.isPending };
}
