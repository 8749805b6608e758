import { Button } from '@mantine/core';
import { IconBellPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchState } from '../../ui/search-state';
import { SaveAlertModal } from './SaveAlertModal';

/** 'Guardar Alerta' on the search page: disabled while there are no results. */
export function SaveAlertButton({ search, disabled }: { search: SearchState; disabled: boolean }) {
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
        {t('search.saveAlert')}
      </Button>
      {/* Mounted only while open, so each opening starts from the search then on screen. */}
      {open && <SaveAlertModal search={search} onClose={() => setOpen(false)} />}
    </>
  );
}
