import type { PartyTenderResultsBody } from '../../common/api/procurement-party';
import { ExcelExportButton } from './ExcelExportButton';

interface Props {
  partyId: number;
  partyName: string;
  /** The awards view's request (years, words, filters, page on screen). */
  request: PartyTenderResultsBody;
  disabled?: boolean;
}

/** The company's awards to Excel; the workbook code (and exceljs) loads only when the user exports. */
export function AwardsExportButton({ partyId, partyName, request, disabled }: Props) {
  return (
    <ExcelExportButton
      disabled={disabled}
      run={async (count, onProgress) => {
        const { exportAwards } = await import('./awards-export');
        await exportAwards({ partyId, partyName, body: request }, count, onProgress);
      }}
    />
  );
}
