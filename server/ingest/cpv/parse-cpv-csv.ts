export interface CpvRow {
  code: string;
  checkDigit: number;
  label: string;
}

const unquote = (v: string) =>
  v
    .trim()
    .replace(/^'(.*)'$/s, '$1')
    .trim();

/**
 * Parses the CPV 2008 list in the `_id;control;descripcion` format (`;`-separated, values in
 * single quotes, UTF-8). Throws naming the first bad line, so a wrong file changes nothing.
 */
export function parseCpvCsv(content: string): CpvRow[] {
  const lines = content.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = lines.shift()?.trim();
  if (header !== '_id;control;descripcion') {
    throw new Error(
      `Cabecera inesperada en el fichero CPV: "${header}" (se esperaba "_id;control;descripcion")`,
    );
  }
  const rows: CpvRow[] = [];
  lines.forEach((line, i) => {
    if (!line.trim()) return;
    const [rawCode, rawCheck, ...rest] = line.split(';');
    const code = unquote(rawCode ?? '');
    const checkDigit = Number(unquote(rawCheck ?? ''));
    const label = unquote(rest.join(';'));
    if (!/^\d{8}$/.test(code) || !Number.isInteger(checkDigit) || !label) {
      throw new Error(`Línea ${i + 2} del fichero CPV no válida: ${line.slice(0, 120)}`);
    }
    rows.push({ code, checkDigit, label });
  });
  if (rows.length === 0) throw new Error('El fichero CPV no contiene ningún código');
  return rows;
}
