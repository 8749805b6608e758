/** Up to two capital letters for an avatar without a picture: 'ana maría pérez' → 'AM'. */
export function initialsOf(name: string, email = ''): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 0 ? words.slice(0, 2).map((word) => word.charAt(0)) : [email.charAt(0)];
  return letters.join('').toLocaleUpperCase('es') || '?';
}
