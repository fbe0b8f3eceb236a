const NUMBER_WORDS = ['Nessuno', 'Uno', 'Due', 'Tre', 'Quattro', 'Cinque', 'Sei', 'Sette', 'Otto', 'Nove', 'Dieci',
  'Undici', 'Dodici', 'Tredici', 'Quattordici', 'Quindici', 'Sedici', 'Diciassette', 'Diciotto', 'Diciannove', 'Venti'];

/** What the call to action promises: the catalogue's size in words up to twenty, in figures past it. */
export function toolCountText(count: number): string {
  if (count === 1) return 'Uno strumento ti aspetta';
  return `${NUMBER_WORDS[count] ?? count} strumenti ti aspettano`;
}
