/** Keys are our own paths (boe/BOE-B-2020-13309/BOE-B-2020-13309.json): nothing else is accepted. */
export function assertKey(key: string): void {
  if (!/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/.test(key) || key.split('/').some((part) => /^\.+$/.test(part)))
    throw new Error(`Ruta de fichero no válida: ${key}`);
}
