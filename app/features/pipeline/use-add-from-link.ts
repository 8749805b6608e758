import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useFlash } from '../../ui/flash/flash-context';
import { useAddToBoard } from '../../ui/pipeline/use-add-to-board';

/**
 * The digest's 'Añadir a Oportunidades' link, `?anadir=<tender id>`: adds that tender once and
 * takes the parameter out of the address, so a reload or the back button does not add it again.
 */
export function useAddFromLink() {
  const { t } = useTranslation();
  const flash = useFlash();
  const [params, setParams] = useSearchParams();
  const { addTender } = useAddToBoard();
  const asked = params.get('anadir');
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (asked === null || done.current === asked) return;
    done.current = asked;
    const id = Number(asked);
    if (/^[1-9]\d{0,15}$/.test(asked) && Number.isSafeInteger(id)) addTender(id);
    else flash.error(t('pipeline.line.badLink'));
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('anadir');
        return next;
      },
      { replace: true },
    );
  }, [asked, addTender, flash, setParams, t]);
}
