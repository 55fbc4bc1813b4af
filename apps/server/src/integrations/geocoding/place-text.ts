/** Reading what a diner types: one spelling for comparing ("12 Market St." and "12 market street" read the same). */

/** Short forms diners type, read as the word the gazetteer spells out. */
const SHORT_FORMS: Record<string, string> = {
  st: "street",
  str: "street",
  rd: "road",
  ave: "avenue",
  av: "avenue",
  blvd: "boulevard",
  dr: "drive",
  pl: "place",
  ln: "lane",
  ft: "feet",
  n: "north",
  s: "south",
  e: "east",
  w: "west",
};

/** Lower case, without accents or punctuation, short forms spelled out: the words to compare. */
export function wordsOf(text: string): string[] {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean)
    .map((word) => SHORT_FORMS[word] ?? word);
}

/** Where `name` stands in `words` as a whole (its index), or -1. */
export function indexOfWords(words: readonly string[], name: readonly string[]): number {
  for (let i = 0; i + name.length <= words.length; i++) {
    if (name.every((word, j) => words[i + j] === word)) return i;
  }
  return -1;
}

/** Whether `words` (the last perhaps half typed) begin `name`: "12 Mark" is on its way to "Market Street". */
export function beginsName(words: readonly string[], name: readonly string[]): boolean {
  if (words.length === 0 || words.length > name.length) return false;
  const last = words.length - 1;
  return words.every((word, i) => (i === last ? name[i]!.startsWith(word) : name[i] === word));
}

/** A house number: "12", "221", "12b". */
export const isHouseNumber = (word: string | undefined): word is string => word !== undefined && /^\d+[a-z]?$/.test(word);
