/** "boss dashboard" / "show dashboard" (any case) open the executive panel instead of asking the server. */
export function isExecutiveCommand(text: string): boolean {
  const t = text.toLowerCase().replace(/\s+/g, ' ').trim();
  return t.includes('boss dashboard') || t.includes('show dashboard');
}
