import { Anchor, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRUNCATE_AT, truncate } from '../../../common/format';

/** Long texts cut at 200 characters with [...], with a toggle to read them whole. */
export function TruncatedText({ text, size = 'sm' }: { text: string; size?: string }) {
  const { t } = useTranslation();
  const [whole, setWhole] = useState(false);
  const long = text.length > TRUNCATE_AT;
  return (
    <Text size={size} style={{ whiteSpace: 'pre-line' }}>
      {whole || !long ? text : truncate(text)}
      {long && (
        <>
          {' '}
          <Anchor component="button" type="button" size={size} onClick={() => setWhole(!whole)}>
            {whole ? t('tender.info.less') : t('tender.info.more')}
          </Anchor>
        </>
      )}
    </Text>
  );
}
