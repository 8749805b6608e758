import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PliegoRef } from '../../../../common/api/tender-requirements';
import { pliegoViewerPath } from '../../../../common/app-paths';

/** 'según el pliego, pág. N', opening the stored pliego at that page; nothing for a feed item. */
export function PliegoSource({ item }: { item: Partial<PliegoRef> }) {
  const { t } = useTranslation();
  if (item.source !== 'pliego' || item.document_id == null || item.page == null) return null;
  return (
    <>
      {' '}
      <Anchor
        component={Link}
        to={pliegoViewerPath(item.document_id, { page: item.page, member: item.member })}
        size="xs"
        title={item.document_name}
        data-testid="pliego-source"
      >
        {t('requirements.section.pliegoSource', { page: item.page })}
      </Anchor>
    </>
  );
}
