import { useTranslation } from 'react-i18next';
import type { UpdateCardBody } from '../../../../common/api/pipeline';
import { ApiError } from '../../../api/api-error';
import type { useCardDetail } from '../../../api/pipeline/use-card-detail';
import { useFlash } from '../../../ui/flash/flash-context';

/** Saves one change of the card at once; a refusal is said in the server's words. */
export function useSaveCard(update: ReturnType<typeof useCardDetail>['update']) {
  const { t } = useTranslation();
  const flash = useFlash();
  return (body: Partial<UpdateCardBody>, onSaved?: () => void) =>
    update.mutate(body, {
      onSuccess: () => onSaved?.(),
      onError: (error) =>
        flash.error(
          t('pipeline.detail.saveFailed', { reason: error instanceof ApiError ? error.message : '' }).trim(),
        ),
    });
}
