import type { ImportProgress, ImportSummary } from '../ingest/import/import-source';

const nf = new Intl.NumberFormat('es-ES');
const seconds = (ms: number) => `${Math.max(0, Math.round(ms / 1000))} s`;

/** One status line: a bar when the total size is known, entries, entries/s and the ETA. */
export function progressLine(p: ImportProgress, elapsedMs: number): string {
  const rate = p.items / Math.max(elapsedMs / 1000, 0.001);
  const parts = [
    `${p.pagesDone}/${p.pagesTotal} páginas`,
    `${nf.format(p.items)} entradas`,
    `${nf.format(Math.round(rate))} entradas/s`,
  ];
  if (p.bytesTotal) {
    const share = p.bytesDone / p.bytesTotal;
    const width = 24;
    const filled = Math.round(share * width);
    const eta = share > 0 ? (elapsedMs / share) * (1 - share) : Number.NaN;
    parts.unshift(`[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${Math.round(share * 100)} %`);
    if (Number.isFinite(eta)) parts.push(`ETA ${seconds(eta)}`);
  }
  return parts.join(' · ');
}

export function summaryText(s: ImportSummary, elapsedMs: number): string {
  const lines = [
    `Importación terminada en ${seconds(elapsedMs)}: ${s.pages} páginas, ${nf.format(s.items)} elementos leídos.`,
    `  nuevas: ${nf.format(s.new)} · cambiadas: ${nf.format(s.changed)} · sin cambios: ${nf.format(s.unchanged)} · borradas: ${nf.format(s.deleted)} · duplicadas en página: ${nf.format(s.duplicates)}`,
    `  rechazadas: ${nf.format(s.rejected.length)}`,
    ...(s.indexesBuilt
      ? [`  primera carga: ${s.indexesBuilt} índices de búsqueda construidos al final, de una vez`]
      : []),
    ...s.rejected
      .slice(0, 50)
      .map((r) => `    - ${r.page} #${r.position} ${r.entryId ?? '(sin id)'}: ${r.reason}`),
  ];
  if (s.rejected.length > 50) lines.push(`    … y ${s.rejected.length - 50} más`);
  if (s.failedPages.length) {
    lines.push(`  páginas ilegibles (no se ha guardado nada de ellas): ${s.failedPages.length}`);
    lines.push(...s.failedPages.map((f) => `    - ${f.page}: ${f.error}`));
  }
  return lines.join('\n');
}
