import { Button } from '@mantine/core';
import { IconBellPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlertType } from '../../../common/api/alerts';
import type { SearchState } from '../search-state';
import { SaveAlertModal } from './SaveAlertModal';

interface Props {
  search: Pick<SearchState, 'q' | 'filters'>;
  disabled: boolean;
  /** `renewal`: 'Guardar como alerta' on the renewal radar. */
  alertType?: AlertType;
  /** The button's words when the page has more than one list to save ('Mi empresa'). */
  label?: string;
}

/** 'Guardar Alerta' on the search page (a renewal alert on the radar): disabled while there are no results. */
export function SaveAlertButton({ search, disabled, alertType = 'procurement', label }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        leftSection={<IconBellPlus size={16} />}
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        {label ?? t(alertType === 'renewal' ? 'alerts.save.asRenewalAlert' : 'search.saveAlert')}
      </Button>
      {/* Mounted only while open, so each opening starts from the search then on screen. */}
      {open && <SaveAlertModal search={search} alertType={alertType} onClose={() => setOpen(false)} />}
    </>
  );
}
