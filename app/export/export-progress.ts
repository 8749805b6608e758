/** Where an export is: fetching its rows (share 0–1 done), then building the file. */
export type ExportProgress = { stage: 'fetching'; share: number } | { stage: 'building' };
export type ProgressListener = (progress: ExportProgress) => void;

/** The progress bar's value: fetching fills 90 %, building the file the rest. */
export function progressPercent(progress: ExportProgress): number {
  return progress.stage === 'fetching' ? Math.round(progress.share * 90) : 95;
}
